import { eq, sql } from 'drizzle-orm';
import type { RoleCode } from '../../../common/roles.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { roles, userOrgUnits, userRoles, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/identity.ts';
import { ensureUnitChain } from '../organisation/index.ts';

/** The password of every demo account (README: demo mode). Demo mode is refused in production. */
export const demoPassword = 'Kaziranga#2026';

/** One demo account per role (spec §6), plus one of user category gep (§6: fewer account pages). */
export const demoAccounts: {
  loginId: string;
  firstName: string;
  lastName: string;
  role: RoleCode;
  category: string;
}[] = [
  {
    loginId: 'admin.demo',
    firstName: 'Portal',
    lastName: 'Administrator',
    role: 'portal_admin',
    category: 'department',
  },
  // A second portal admin: master changes are approved by another administrator than their
  // proposer (four eyes, docs/decisions/012), so the demo needs two.
  {
    loginId: 'checker.demo',
    firstName: 'Portal',
    lastName: 'Administrator (Checker)',
    role: 'portal_admin',
    category: 'department',
  },
  {
    loginId: 'nodal.demo',
    firstName: 'Nodal',
    lastName: 'Officer',
    role: 'nodal_officer',
    category: 'department',
  },
  {
    loginId: 'poadmin.demo',
    firstName: 'Procurement',
    lastName: 'Officer Admin',
    role: 'po_admin',
    category: 'department',
  },
  {
    loginId: 'popublisher.demo',
    firstName: 'Procurement',
    lastName: 'Officer Publisher',
    role: 'po_publisher',
    category: 'department',
  },
  {
    loginId: 'creator.demo',
    firstName: 'Tender',
    lastName: 'Creator',
    role: 'creator',
    category: 'department',
  },
  {
    loginId: 'publisher.demo',
    firstName: 'Tender',
    lastName: 'Publisher',
    role: 'publisher',
    category: 'department',
  },
  {
    loginId: 'grievance.demo',
    firstName: 'Grievance',
    lastName: 'User',
    role: 'grievance_user',
    category: 'grievance',
  },
  { loginId: 'appeal.demo', firstName: 'Appeal', lastName: 'User', role: 'appeal_user', category: 'appeal' },
  {
    loginId: 'faa.demo',
    firstName: 'First Appellate',
    lastName: 'Authority',
    role: 'appellate_authority_1',
    category: 'department',
  },
  {
    loginId: 'saa.demo',
    firstName: 'Second Appellate',
    lastName: 'Authority',
    role: 'appellate_authority_2',
    category: 'department',
  },
  { loginId: 'bidder.demo', firstName: 'Demo', lastName: 'Bidder', role: 'bidder', category: 'bidder' },
  { loginId: 'gep.demo', firstName: 'GePNIC', lastName: 'Bidder', role: 'bidder', category: 'gep' },
  { loginId: 'xmlbulk.demo', firstName: 'XML', lastName: 'Bulk User', role: 'xml_bulk', category: 'xml' },
  { loginId: 'xmlrest.demo', firstName: 'XML', lastName: 'REST User', role: 'xml_rest', category: 'xml' },
];

/**
 * The demo organisation chain department users belong to, until the master data issue loads
 * the state's real hierarchy.
 */
const demoChain = [
  { level: 1, name: 'Finance Department', shortCode: 'FIN' },
  { level: 2, name: 'State Government Department', shortCode: 'SGD' },
  { level: 3, name: 'Directorate of Accounts and Treasuries', shortCode: 'DAT' },
];

async function ensureUser(
  db: Db,
  account: { loginId: string; firstName: string; lastName: string; role: RoleCode; category: string },
  passwordHash: () => Promise<string>,
  orgUnitId: number | null,
): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginId})`, account.loginId.toLowerCase()));
  if (existing[0]) return false;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        loginId: account.loginId,
        passwordHash: await passwordHash(),
        firstName: account.firstName,
        lastName: account.lastName,
        category: account.category,
        // Reserved example domain: with the default log transport, codes appear in the server log.
        email: `${account.loginId}@example.org`,
      })
      .returning({ id: users.id });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, account.role));
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    if (orgUnitId) await tx.insert(userOrgUnits).values({ userId: user!.id, orgUnitId, isPrimary: true });
    await appendAudit(tx as unknown as Db, {
      action: 'user.created',
      entity: 'user',
      entityId: user!.id,
      detail: { loginId: account.loginId, role: account.role, by: 'bootstrap' },
    });
  });
  return true;
}

/**
 * First start (issue: identity, item 11): the portal admin from ADMIN_LOGIN_ID/ADMIN_PASSWORD,
 * and in demo mode the demo accounts. Existing accounts are never changed.
 */
export async function bootstrapAccounts(db: Db, config: Config): Promise<string[]> {
  const created: string[] = [];
  if (config.admin) {
    const admin = {
      loginId: config.admin.loginId,
      firstName: 'Portal',
      lastName: 'Administrator',
      role: 'portal_admin' as const,
      category: 'department',
    };
    const password = config.admin.password;
    if (await ensureUser(db, admin, () => hashPassword(password), null)) created.push(admin.loginId);
  }
  if (config.demo) {
    const chainEnd = await ensureUnitChain(db, demoChain);
    // The demo accounts share one published password, so one argon2id hash serves them all.
    let shared: Promise<string> | undefined;
    const demoHash = () => {
      shared ??= hashPassword(demoPassword);
      return shared;
    };
    for (const account of demoAccounts) {
      // XML users push only for the chains they are given (issue #32 item 1): the demo chain too.
      const inChain = account.category === 'department' || account.category === 'xml' ? chainEnd : null;
      if (await ensureUser(db, account, demoHash, inChain)) created.push(account.loginId);
    }
  }
  return created;
}
