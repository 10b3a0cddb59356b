import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Both drivers give this type: queries are written once (docs/decisions/001). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  engine: Engine;
  /** Server version string, e.g. "PostgreSQL 15.19 …". */
  version(): Promise<string>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations use, loaded into every PGlite instance (PostgreSQL has them as contrib). */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | {
      engine: 'postgresql';
      url: string;
      poolSize?: number;
      /**
       * A statement running longer than this is cancelled by the server (a frozen or locked
       * database fails a request in seconds instead of holding it: issue #15 item 11).
       * Migrations run on a connection of their own without it.
       */
      statementTimeoutMs?: number;
    }
  | { engine: 'pglite'; dataDir?: string; instance?: PGlite };

/** Opens the configured engine: PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR/db. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgresql') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast when the server is unreachable: requests get 503, not a hang (quality.md).
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgresql',
      version: () => selectVersion(db),
      migrate: async () => {
        // Index builds over a million tenders take minutes: no statement timeout here.
        const migrator = new pg.Pool({
          connectionString: options.url,
          max: 1,
          connectionTimeoutMillis: 5_000,
        });
        try {
          await migratePg(drizzlePg(migrator), { migrationsFolder });
        } finally {
          await migrator.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let client = options.instance;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: pgliteExtensions });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    version: () => selectVersion(db),
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    close: () => pglite.close(),
  };
}

async function selectVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`select version() as version`)) as unknown as {
    rows: { version: string }[];
  };
  return String(result.rows[0]?.version ?? 'unknown');
}
