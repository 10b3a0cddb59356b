/**
 * Verifies the audit log's hash chain (quality.md): `npm run audit:verify`.
 * Exits 0 when every row is intact, 1 naming the first altered row otherwise.
 * Uses the portal's configuration (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { verifyAuditChain } from '../src/server/platform/audit.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ engine: 'postgresql', url: config.databaseUrl })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const verdict = await verifyAuditChain(database.db);
  if (verdict.ok) {
    console.log(`audit log intact: ${verdict.rows} rows verified`);
  } else {
    console.error(
      `audit log ALTERED: row ${verdict.firstBadId} (${verdict.reason}); ${verdict.rows} rows read`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
