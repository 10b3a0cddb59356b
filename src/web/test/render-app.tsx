import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router.tsx';
import { forgetServerStatus } from '../lib/server-status.ts';
import { resetSessionLoad, type SessionUser, sessionStore } from '../lib/session.ts';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { accountStubs, type SessionStubState, systemStubs } from './account-stubs.ts';
import { appealStubs } from './appeals-stubs.ts';
import { authorityStubs } from './appellate-authority-stubs.ts';
import { bidderStubs } from './bidders-stubs.ts';
import { contentStubs } from './content-stubs.ts';
import { corrigendaStub } from './corrigenda-stubs.ts';
import { epublishAwardsStubs } from './epublish-awards-stubs.ts';
import { epublishCorrigendaStubs } from './epublish-corrigenda-stubs.ts';
import { epublishStubs } from './epublish-stubs.ts';
import { grievanceStubs } from './grievances-stubs.ts';
import { imageStubs } from './image-stubs.ts';
import { mastersStub } from './masters-stubs.ts';
import { organisationStub, resetOrganisationStub } from './organisation-stubs.ts';
import { planStubs } from './plans-stubs.ts';
import { reportStubs } from './reports-stubs.ts';
import { dispatch, legacy, type StubHandler, toStubRequest } from './stub-router.ts';
import { tendersStub } from './tenders-stubs.ts';
import { devMailboxStubs, rolesStubs, usersStubs } from './users-stubs.ts';

export { testOrgUnits, testRoles, testUsers } from './users-stubs.ts';

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
  const state: SessionStubState = { current: session, windowKey };
  // Typed handlers per area (stub-router.ts); the first that knows the endpoint answers.
  const epublish = epublishStubs();
  const handlers: StubHandler[] = [
    // Before the masters' stub, which answers every /reference/… list.
    ...authorityStubs(),
    legacy(mastersStub),
    ...accountStubs(state),
    ...usersStubs,
    ...rolesStubs,
    ...devMailboxStubs,
    ...systemStubs({ serverUp, visits, certification }),
    legacy(organisationStub),
    epublish.publicTenders,
    legacy(tendersStub),
    legacy(corrigendaStub),
    ...epublish.handlers,
    ...epublishCorrigendaStubs(),
    ...epublishAwardsStubs(),
    ...appealStubs(),
    ...reportStubs(),
    ...bidderStubs(),
    ...contentStubs(),
    ...planStubs(),
    ...imageStubs(),
    ...grievanceStubs(),
  ];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    dispatch(handlers, toStubRequest(input, init)),
  );
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
