import type { z } from 'zod';
import type { RoleDto, RoleMenus } from '../../common/api/roles.ts';
import type { OrgUnitOption, transferListSchema, UserRow, userUnitsSchema } from '../../common/api/users.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

export const testRoles: RoleDto[] = [
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

export const testUsers: UserRow[] = [
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

export const testOrgUnits: OrgUnitOption[] = [
  { id: 1, level: 1, name: 'Finance Department', path: 'Finance Department' },
  { id: 2, level: 2, name: 'Accounts', path: 'Finance Department › Accounts' },
  { id: 3, level: 2, name: 'Treasury', path: 'Finance Department › Treasury' },
];

const transfers: z.infer<typeof transferListSchema> = {
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
};

const userUnits: z.infer<typeof userUnitsSchema> = {
  id: 11,
  loginId: 'creator.treasury',
  name: 'Bikash Das',
  version: 4,
  units: [testOrgUnits[2]!],
};

const roleMenus: RoleMenus = {
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
};

/** User administration (spec §2 usercreation, userlisteditrole, userstatusupdate, usertransfer). */
export const usersStubs: StubHandler[] = [
  on('GET', '/users/org-units', () => Response.json({ items: testOrgUnits })),
  on('POST', '/users', (req) => {
    const body = req.body as { loginId: string };
    return body.loginId === 'taken.login'
      ? problem(400, 'VALIDATION_FAILED', [{ path: 'body.loginId', message: 'validation.user.loginIdTaken' }])
      : Response.json({ id: 99, loginId: body.loginId }, { status: 201 });
  }),
  on('GET', '/users', () => Response.json({ items: testUsers, total: testUsers.length, pageSize: 25 })),
  on('GET', '/users/transfers', () => Response.json(transfers)),
  on('GET', /^\/users\/\d+\/units$/, () => Response.json(userUnits)),
  on('POST', /^\/users\/\d+\/transfer$/, () => Response.json({ ok: true })),
  on('POST', /^\/users\/\d+\/xml-password-reset$/, () =>
    Response.json({ sentTo: ['i***@example.org', '******1234'] }),
  ),
  on('PUT', /^\/users\/\d+\/(status|roles)$/, () => Response.json({ ok: true })),
];

/** Role master and menu authorisation (spec §2 rolemaster, rolemasterupdate/{id}, menuAuth). */
export const rolesStubs: StubHandler[] = [
  on('GET', '/roles', () => Response.json(testRoles)),
  on('PUT', /^\/roles\/\d+$/, (req) =>
    (req.body as { version: number }).version === testRoles[0]!.version
      ? Response.json({ version: testRoles[0]!.version + 1 })
      : problem(409, 'CONFLICT'),
  ),
  on('GET', /^\/roles\/\d+$/, () => Response.json(testRoles[0])),
  on('PUT', /^\/roles\/\d+\/menus$/, () => Response.json({ ok: true })),
  on('GET', /^\/roles\/\d+\/menus$/, () => Response.json(roleMenus)),
];

/** The development mailbox (issue: identity, item 8). */
export const devMailboxStubs: StubHandler[] = [
  on('GET', '/dev/mailbox', () =>
    Response.json({
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
    }),
  ),
];
