import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router.tsx';
import { forgetServerStatus } from '../app/server-status.ts';
import { resetSessionLoad, type SessionUser, sessionStore } from '../app/session.ts';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { corrigendaStub } from './corrigenda-stubs.ts';
import { mastersStub } from './masters-stubs.ts';
import { organisationStub, resetOrganisationStub } from './organisation-stubs.ts';
import { tendersStub } from './tenders-stubs.ts';

/**
 * Renders the real app (route table, layouts, providers) at a URL. Only the network is
 * replaced: a stub answers the few endpoints these pages call, with `session` as the logged-in
 * user (the server's own behaviour is proven by the API tests).
 */
export function renderApp(
  url: string,
  options: {
    serverUp?: boolean;
    session?: SessionUser | null;
    visits?: number;
    windowKey?: string | null;
    /** The operator's FOOTER_CERTIFICATION; none by default, as on a fresh portal. */
    certification?: string | null;
  } = {},
) {
  const {
    serverUp = true,
    session = null,
    visits = 1234567,
    windowKey = null,
    certification = null,
  } = options;
  forgetServerStatus();
  resetOrganisationStub();
  resetSessionLoad();
  sessionStore.set(session);
  let current = session;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const masters = mastersStub(path, init);
    if (masters) return masters;
    const timers = { idleMs: 900_000, warningMs: 60_000 };
    if (path.endsWith('/api/v1/session')) {
      return Response.json({
        authenticated: !!current,
        user: current,
        windowKey: current ? windowKey : null,
        devMailbox: true,
        ...timers,
      });
    }
    if (path.endsWith('/api/v1/access/page')) {
      const { page } = JSON.parse(String(init?.body));
      return Response.json({ allowed: !!current?.menuGroups.some((g) => g.pages.includes(page)) });
    }
    if (path.endsWith('/api/v1/auth/logout')) {
      current = null;
      return Response.json({ ok: true });
    }
    if (path.endsWith('/api/v1/session/time')) return Response.json({ now: Date.now() });
    if (path.endsWith('/api/v1/account/password')) return Response.json({ ok: true });
    if (path.endsWith('/api/v1/auth/password-reset')) return Response.json({ resetId: 'reset-1' });
    if (path.endsWith('/api/v1/roles')) return Response.json(testRoles);
    if (path.endsWith('/api/v1/account/profile')) {
      if (init?.method === 'PUT') return Response.json({ version: 3 });
      return Response.json({
        loginId: 'anjali.baruah',
        email: 'anjali@example.org',
        mobile: null,
        title: 'Smt',
        firstName: 'Anjali',
        lastName: 'Baruah',
        gender: 'female',
        dateOfBirth: '1984-03-02',
        premises: null,
        street: null,
        taluk: null,
        district: 'Kamrup Metro',
        state: 'Assam',
        pincode: '781006',
        version: 2,
      });
    }
    if (path.endsWith('/api/v1/users/org-units')) return Response.json({ items: testOrgUnits });
    if (path.endsWith('/api/v1/users') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return body.loginId === 'taken.login'
        ? Response.json(
            {
              type: 'x',
              title: 'x',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [{ path: 'body.loginId', message: 'validation.user.loginIdTaken' }],
            },
            { status: 400 },
          )
        : Response.json({ id: 99, loginId: body.loginId }, { status: 201 });
    }
    if (path.endsWith('/api/v1/users/transfers'))
      return Response.json({
        items: [
          {
            at: '2026-11-19T06:30:00.000Z',
            loginId: 'creator.old',
            from: 'Finance Department › Treasury',
            to: 'Finance Department › Accounts',
            by: 'nodal.demo',
            remarks: 'Posted to accounts',
          },
        ],
      });
    if (/\/api\/v1\/users\/\d+\/units$/.test(path))
      return Response.json({
        id: 11,
        loginId: 'creator.treasury',
        name: 'Bikash Das',
        version: 4,
        units: [testOrgUnits[2]],
      });
    if (/\/api\/v1\/users\/\d+\/transfer$/.test(path)) return Response.json({ ok: true });
    if (/\/api\/v1\/users\/\d+\/xml-password-reset$/.test(path))
      return Response.json({ sentTo: ['i***@example.org', '******1234'] });
    if (path.endsWith('/api/v1/account/contact/code')) return Response.json({ changeId: 'change-1' });
    if (path.endsWith('/api/v1/account/contact/verify')) {
      const { code } = JSON.parse(String(init?.body));
      return code === '424242'
        ? Response.json({ email: 'new@example.org', mobile: null })
        : Response.json(
            {
              type: 'x',
              title: 'x',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [{ path: 'body.code', message: 'validation.otp.invalid' }],
            },
            { status: 400 },
          );
    }
    if (path.includes('/api/v1/dev/mailbox'))
      return Response.json({
        items: [
          {
            id: 3,
            channel: 'email',
            recipient: 'anjali@example.org',
            subject: 'Password reset code',
            body: 'Your one-time code is 424242.',
            status: 'sent',
            createdAt: '2026-11-20T04:35:00.000Z',
            sentAt: '2026-11-20T04:35:02.000Z',
          },
        ],
      });
    if (path.includes('/api/v1/users?'))
      return Response.json({ items: testUsers, total: testUsers.length, pageSize: 25 });
    if (/\/api\/v1\/users\/\d+\/(status|roles)$/.test(path)) return Response.json({ ok: true });
    if (/\/api\/v1\/roles\/\d+$/.test(path)) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        return body.version === testRoles[0]!.version
          ? Response.json({ version: body.version + 1 })
          : Response.json({ type: 'x', title: 'x', status: 409, code: 'CONFLICT' }, { status: 409 });
      }
      return Response.json(testRoles[0]);
    }
    if (/\/api\/v1\/roles\/\d+\/menus$/.test(path)) {
      if (init?.method === 'PUT') return Response.json({ ok: true });
      return Response.json({
        roleId: 5,
        version: 3,
        groups: [
          {
            code: 'tenderCreation',
            name: { en: 'ePublish: Create', as: 'ই-প্ৰকাশ: সৃষ্টি' },
            pages: [
              { page: 'directpurchase', granted: true },
              { page: 'createTender', granted: false },
            ],
          },
        ],
      });
    }
    if (path.endsWith('/api/v1/auth/password-reset/verify')) {
      const { code } = JSON.parse(String(init?.body));
      return code === '424242'
        ? Response.json({ grantId: 'g1', grantToken: 'tok' })
        : Response.json(
            {
              type: 'x',
              title: 'x',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [{ path: 'body.code', message: 'validation.otp.invalid' }],
            },
            { status: 400 },
          );
    }
    if (path.endsWith('/api/v1/auth/password-reset/complete')) return Response.json({ ok: true });
    if (path.endsWith('/api/v1/captcha')) {
      return Response.json({
        id: 'c1',
        kind: 'question',
        question: 'What is three plus four? Answer in digits.',
        expiresInSeconds: 300,
      });
    }
    if (path.endsWith('/api/v1/health')) {
      return serverUp
        ? Response.json({
            status: 'up',
            version: '2.0',
            time: '',
            database: { engine: 'pglite', status: 'up' },
          })
        : new Response('', { status: 502 });
    }
    if (path.endsWith('/api/v1/public/visits')) return Response.json({ count: visits });
    if (path.endsWith('/api/v1/public/site')) return Response.json({ certification });
    const organisation = organisationStub(path, init);
    if (organisation) return organisation;
    const tenders = tendersStub(path);
    if (tenders) return tenders;
    const corrigenda = corrigendaStub(path);
    if (corrigenda) return corrigenda;
    return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PreferencesProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PreferencesProvider>,
  );
  return { router, fetchMock };
}

export const testRoles = [
  {
    id: 5,
    code: 'creator',
    nameEn: 'Creator',
    nameAs: 'সৃষ্টিকৰ্তা',
    paymentCapture: false,
    emdRequired: true,
    tenderFeeRequired: false,
    status: 1,
    version: 3,
    userCount: 2,
  },
];

export const testUsers = [
  {
    id: 11,
    loginId: 'creator.treasury',
    name: 'Bikash Das',
    email: 'bikash@example.org',
    mobile: null,
    category: 'department',
    status: 1,
    version: 4,
    roles: ['creator'],
    orgUnits: ['Treasury'],
    isXmlUser: false,
    lastLoginAt: '2026-11-20T04:35:00.000Z',
  },
  {
    id: 12,
    loginId: 'xml.integration',
    name: 'XML REST User',
    email: 'integration@example.org',
    mobile: '9876501234',
    category: 'xml',
    status: 1,
    version: 2,
    roles: ['xml_rest'],
    orgUnits: ['Treasury'],
    isXmlUser: true,
    lastLoginAt: null,
  },
];

export const testOrgUnits = [
  { id: 1, level: 1, name: 'Finance Department', path: 'Finance Department' },
  { id: 2, level: 2, name: 'Accounts', path: 'Finance Department › Accounts' },
  { id: 3, level: 2, name: 'Treasury', path: 'Finance Department › Treasury' },
];

export const testUser: SessionUser = {
  userId: 7,
  loginId: 'anjali.baruah',
  firstName: 'Anjali',
  lastName: 'Baruah',
  userCategory: 'department',
  roles: ['creator'],
  orgUnits: [{ id: 3, name: 'Directorate of Accounts and Treasuries', level: 3 }],
  activeOrgUnitId: 3,
  menuGroups: [
    {
      code: 'tenderCreation',
      name: { en: 'ePublish: Create', as: 'ই-প্ৰকাশ: সৃষ্টি' },
      pages: ['directpurchase'],
    },
  ],
  mustChangePassword: false,
};

export async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}
