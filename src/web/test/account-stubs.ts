import type { SessionState } from '../../common/api/auth.ts';
import type { SessionUser } from '../lib/session.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/** What the account stubs remember within one rendered app: who is logged in. */
export interface SessionStubState {
  current: SessionUser | null;
  windowKey: string | null;
}

const timers = { idleMs: 900_000, warningMs: 60_000 };

const profile = {
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
};

const wrongCode = () =>
  problem(400, 'VALIDATION_FAILED', [{ path: 'body.code', message: 'validation.otp.invalid' }]);

/** Session, access, login, captcha, password and profile (spec §2 account pages, §4, §5). */
export function accountStubs(state: SessionStubState): StubHandler[] {
  return [
    on('GET', '/session', () =>
      Response.json({
        authenticated: !!state.current,
        user: state.current,
        windowKey: state.current ? state.windowKey : null,
        devMailbox: true,
        ...timers,
      } as SessionState),
    ),
    on('POST', '/access/page', (req) => {
      const { page } = req.body as { page: string };
      return Response.json({ allowed: !!state.current?.menuGroups.some((g) => g.pages.includes(page)) });
    }),
    on('POST', '/auth/logout', () => {
      state.current = null;
      return Response.json({ ok: true });
    }),
    on('POST', '/session/time', () => Response.json({ now: Date.now() })),
    on('POST', '/account/password', () => Response.json({ ok: true })),
    on('POST', '/auth/password-reset', () => Response.json({ resetId: 'reset-1' })),
    on('POST', '/auth/password-reset/verify', (req) =>
      (req.body as { code: string }).code === '424242'
        ? Response.json({ grantId: 'g1', grantToken: 'tok' })
        : wrongCode(),
    ),
    on('POST', '/auth/password-reset/complete', () => Response.json({ ok: true })),
    on('POST', '/captcha', () =>
      Response.json({
        id: 'c1',
        kind: 'question',
        question: 'What is three plus four? Answer in digits.',
        expiresInSeconds: 300,
      }),
    ),
    on('PUT', '/account/profile', () => Response.json({ version: 3 })),
    on('GET', '/account/profile', () => Response.json(profile)),
    on('POST', '/account/contact/code', () => Response.json({ changeId: 'change-1' })),
    on('POST', '/account/contact/verify', (req) =>
      (req.body as { code: string }).code === '424242'
        ? Response.json({ email: 'new@example.org', mobile: null })
        : wrongCode(),
    ),
  ];
}

/** Server status and the footer's visit counter (spec §4, §2 Layout). */
export function systemStubs(options: {
  serverUp: boolean;
  visits: number;
  certification?: string | null;
}): StubHandler[] {
  return [
    on('GET', '/health', () =>
      options.serverUp
        ? Response.json({
            status: 'up',
            version: '2.0',
            time: '',
            database: { engine: 'pglite', status: 'up' },
          })
        : new Response('', { status: 502 }),
    ),
    on('*', '/public/visits', () => Response.json({ count: options.visits })),
    // The operator's FOOTER_CERTIFICATION; none by default, as on a fresh portal.
    on('GET', '/public/site', () => Response.json({ certification: options.certification ?? null })),
  ];
}
