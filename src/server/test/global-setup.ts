import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { seedAccessReferenceData } from '../modules/access/index.ts';
import { seedMasterReferenceData } from '../modules/masters/index.ts';
import { seedModuleConfig } from '../modules/module-config/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'pglite' | 'postgresql';
    /** PGlite: a data directory dump with every migration applied. */
    pgliteDump: string;
    /** PostgreSQL: a template database with every migration applied. */
    pgTemplate: string;
    pgUrl: string;
  }
}

/**
 * Migrates once per run, then every test file starts from a copy (architecture note: PGlite
 * start-up is slow; a dump loads in well under a second; CREATE DATABASE … TEMPLATE is fast).
 * Roles and menus are reference data, seeded as at start.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE as 'pglite' | 'postgresql';
  project.provide('engine', engine);
  console.log(`[api tests] database engine: ${engine}`);
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'spp-pglite-'));
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = await openDatabase({ engine: 'pglite', instance: client });
    await database.migrate();
    await seedAccessReferenceData(database.db);
    await seedModuleConfig(database.db);
    await seedMasterReferenceData(database.db);
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteDump', file);
    project.provide('pgTemplate', '');
    project.provide('pgUrl', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgresql test project');
  const template = `spp_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ engine: 'postgresql', url: templateUrl, poolSize: 1 });
  await database.migrate();
  await seedAccessReferenceData(database.db);
  await seedModuleConfig(database.db);
  await seedMasterReferenceData(database.db);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgUrl', url);
  project.provide('pgliteDump', '');
  return async () => {
    await admin.query(`drop database if exists ${template}`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
