import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Table ownership (issue #22 item 3, decision 036): each table is written — insert, update,
 * delete — by one owner, a server module or one platform file; anyone else asks the owner
 * through its entry. Reading is free (a join across tables is SQL's job).
 *
 * The check reads the Drizzle schema (`export const x = pgTable('x_table', …)`) and every
 * server source file but tests and test helpers (a test sets up any state it needs), and finds
 * writes that name their table: Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` with `t` a
 * table of the schema (`schema.t` too), and SQL text `insert into x`, `update x … set`,
 * `delete from x`, `truncate x` (the table by name or as `${t}`), and the importers'
 * `upsertRows(tx, t, …)`. Another helper that takes the table as a parameter hides the write
 * from this check: name the table at the call, or teach `findWrites` the helper.
 */

/** Table (its Drizzle name) → the folder or file that alone writes it. */
export const tableOwners: Record<string, string> = {
  // Platform: the shared machinery every module writes through (architecture.md).
  auditLog: 'src/server/platform/audit.ts',
  outboxMessages: 'src/server/platform/outbox.ts',
  captchas: 'src/server/platform/captcha.ts',
  oneTimeCodes: 'src/server/platform/otp.ts',
  loginThrottles: 'src/server/platform/attempts.ts',
  sessions: 'src/server/platform/session.ts',
  importRuns: 'src/server/importers/',
  // Reference data loaded by the importers (decision 011); no module writes it.
  lgdStates: 'src/server/importers/',
  lgdDistricts: 'src/server/importers/',
  lgdSubdistricts: 'src/server/importers/',
  lgdBlocks: 'src/server/importers/',
  pincodeDistricts: 'src/server/importers/',
  currencies: 'src/server/importers/',
  productCategories: 'src/server/importers/',
  // Modules.
  users: 'src/server/modules/users/',
  userRoles: 'src/server/modules/users/',
  userOrgUnits: 'src/server/modules/users/',
  roles: 'src/server/modules/roles/',
  roleMenuItems: 'src/server/modules/roles/',
  menuGroups: 'src/server/modules/access/',
  menuItems: 'src/server/modules/access/',
  orgUnits: 'src/server/modules/organisation/',
  orgUnitChanges: 'src/server/modules/organisation/',
  masterEntries: 'src/server/modules/masters/',
  configModules: 'src/server/modules/module-config/',
  configSubModules: 'src/server/modules/module-config/',
  configFields: 'src/server/modules/module-config/',
  files: 'src/server/modules/files/',
  visitCounter: 'src/server/modules/visits/',
  tenders: 'src/server/modules/tenders/',
  tenderAwards: 'src/server/modules/tenders/',
  tenderBids: 'src/server/modules/tenders/',
  tenderSearchWords: 'src/server/modules/tenders/',
  tenderCorrigenda: 'src/server/modules/tenders/',
  epublishTenders: 'src/server/modules/epublish/',
  epublishCorrigenda: 'src/server/modules/epublish/',
  epublishAwards: 'src/server/modules/epublish/',
  appeals: 'src/server/modules/appeals/',
  appellateAuthorities: 'src/server/modules/appeals/',
  appellateAuthorityUnits: 'src/server/modules/appeals/',
  reportRefreshes: 'src/server/modules/reports/',
  pushTokens: 'src/server/modules/opendata/',
  pushItems: 'src/server/modules/opendata/',
  searchAlerts: 'src/server/modules/opendata/',
  searchAlertItems: 'src/server/modules/opendata/',
  bidderRegisterVersions: 'src/server/modules/bidders/',
  bidderRegisterRows: 'src/server/modules/bidders/',
  bidderRegisterChanges: 'src/server/modules/bidders/',
  bidderRegisterShares: 'src/server/modules/bidders/',
  contentDocuments: 'src/server/modules/content/',
  announcements: 'src/server/modules/content/',
  trainings: 'src/server/modules/content/',
  images: 'src/server/modules/images/',
  imageVariants: 'src/server/modules/images/',
  grievances: 'src/server/modules/grievances/',
  grievanceReplies: 'src/server/modules/grievances/',
  grievanceOfficers: 'src/server/modules/grievances/',
  feedback: 'src/server/modules/grievances/',
  procurementPlans: 'src/server/modules/plans/',
  procurementPlanItems: 'src/server/modules/plans/',
  procurementPlanTenders: 'src/server/modules/plans/',
};

export interface Write {
  /** Repository-relative file. */
  file: string;
  line: number;
  /** The table's Drizzle name. */
  table: string;
}

export interface OwnershipViolation {
  rule: 'foreign-write' | 'no-owner';
  file: string;
  line?: number;
  table: string;
  owner?: string;
}

/** Drizzle name → SQL name of every table in the schema folder. */
export function readSchema(schemaDir: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const name of readdirSync(schemaDir).filter((n) => n.endsWith('.ts'))) {
    const source = readFileSync(path.join(schemaDir, name), 'utf8');
    for (const m of source.matchAll(/export const (\w+) = pgTable\(\s*['"](\w+)['"]/g))
      tables.set(m[1]!, m[2]!);
  }
  return tables;
}

/** The source with comments blanked (kept line for line), so prose never reads as a write. */
function withoutComments(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/[^\n]*/g,
    (m, lead = '') => lead + m.slice(lead.length).replace(/[^\n]/g, ' '),
  );
}

/** The writes in one file's source that name their table. */
export function findWrites(source: string, tables: Map<string, string>): { line: number; table: string }[] {
  const bySqlName = new Map([...tables].map(([drizzle, sqlName]) => [sqlName, drizzle]));
  const code = withoutComments(source);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found: { line: number; table: string }[] = [];
  for (const m of code.matchAll(/\.(insert|update|delete)\(\s*(?:schema\.)?([A-Za-z_$][\w$]*)\s*,?\s*\)/g))
    if (tables.has(m[2]!)) found.push({ line: lineAt(m.index), table: m[2]! });
  for (const m of code.matchAll(/\bupsertRows\(\s*\w+(?:\s+as\s+\w+)?\s*,\s*(?:schema\.)?(\w+)/g))
    if (tables.has(m[1]!)) found.push({ line: lineAt(m.index), table: m[1]! });
  const target = String.raw`(?:"?([a-z_]+)"?|\$\{\s*(?:schema\.)?(\w+)\s*\})`;
  const statements = new RegExp(
    String.raw`\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+${target}|\bupdate\s+${target}(?:\s+(?:as\s+)?\w+)?\s+set\b`,
    'gi',
  );
  for (const m of code.matchAll(statements)) {
    const sqlName = (m[1] ?? m[3])?.toLowerCase();
    const drizzle = m[2] ?? m[4];
    const table = drizzle && tables.has(drizzle) ? drizzle : sqlName ? bySqlName.get(sqlName) : undefined;
    if (table) found.push({ line: lineAt(m.index), table });
  }
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('src/server/test/');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every write in src/server outside tests and the schema itself. */
export function scanWrites(root: string, tables: Map<string, string>): Write[] {
  const writes: Write[] = [];
  for (const full of walk(path.join(root, 'src/server'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (isTest(file) || file.startsWith('src/server/db/')) continue;
    for (const w of findWrites(readFileSync(full, 'utf8'), tables)) writes.push({ file, ...w });
  }
  return writes;
}

export function checkOwnership(
  tables: Map<string, string>,
  writes: Write[],
  owners: Record<string, string> = tableOwners,
): OwnershipViolation[] {
  const violations: OwnershipViolation[] = [];
  for (const table of tables.keys())
    if (!owners[table]) violations.push({ rule: 'no-owner', file: 'src/server/db/schema', table });
  for (const w of writes) {
    const owner = owners[w.table];
    if (owner && !(w.file === owner || (owner.endsWith('/') && w.file.startsWith(owner))))
      violations.push({ rule: 'foreign-write', file: w.file, line: w.line, table: w.table, owner });
  }
  return violations;
}

export const ownershipKey = (v: OwnershipViolation) =>
  v.rule === 'no-owner'
    ? `no-owner: ${v.table}`
    : `foreign-write: ${v.file} writes ${v.table} (owner ${v.owner})`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const tables = readSchema(path.join(root, 'src/server/db/schema'));
  const writes = scanWrites(root, tables);
  const violations = checkOwnership(tables, writes);
  for (const v of violations) console.log(`${ownershipKey(v)}${v.line ? ` (line ${v.line})` : ''}`);
  console.log(
    `${tables.size} tables, ${writes.length} writes, ${violations.length} table ownership violation(s)`,
  );
  if (violations.length > 0) process.exitCode = 1;
}
