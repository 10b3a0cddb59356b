import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file, on the engine of the running project
 * (api:pglite or api:postgresql). Call `close()` in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  const engine = inject('engine');
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
    return openDatabase({ engine: 'pglite', instance: client });
  }
  const name = `spp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    engine: 'postgresql',
    url: withDatabase(inject('pgUrl'), name),
    poolSize: 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: inject('pgUrl') });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
