/**
 * Fuzz run over every API operation (issue #15 "done when": at least 10,000 requests, 0
 * answers of 500). The requests come from the OpenAPI document (src/server/test/openapi-probe.ts):
 * every path parameter, query parameter and body field of every operation gets each of the
 * fuzz values (NUL, lone surrogate, 2³¹, 2⁶³, 1e308, NaN, long text, wrong types, injection
 * strings …), and every body is also replaced whole by each value. The caller holds every role,
 * so the requests reach validation and the handlers. Runs in-process (app.inject) on the
 * embedded database, then on PostgreSQL when BENCH_DATABASE_URL answers, and writes the
 * figures into bench/README.md between the fuzz markers. Usage: node bench/fuzz.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { csrfCookie, csrfHeader } from '../src/common/problem.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { roles, userRoles, users } from '../src/server/db/schema/index.ts';
import { seedAccessReferenceData } from '../src/server/modules/access/index.ts';
import { seedMasterReferenceData } from '../src/server/modules/masters/index.ts';
import { seedModuleConfig } from '../src/server/modules/module-config/index.ts';
import { hashPassword } from '../src/server/platform/identity.ts';
import { hostileRequests } from '../src/server/test/openapi-probe.ts';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const password = 'Fuzz#Probe2026';
const captcha = 'fuzz-captcha-pass';

async function run(engine: 'pglite' | 'postgresql', database: Database) {
  await database.migrate();
  await seedAccessReferenceData(database.db);
  await seedModuleConfig(database.db);
  await seedMasterReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: captcha,
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES: '100',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const [user] = await database.db
    .insert(users)
    .values({
      loginId: 'fuzz.all',
      passwordHash: await hashPassword(password),
      firstName: 'Fuzz',
      lastName: 'Probe',
      category: 'department',
    })
    .returning({ id: users.id });
  const all = await database.db.select({ id: roles.id }).from(roles);
  await database.db.insert(userRoles).values(all.map((r) => ({ userId: user!.id, roleId: r.id })));
  const loginAgain = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { [csrfHeader]: 'fuzz-csrf-0000000000' },
      cookies: { [csrfCookie]: 'fuzz-csrf-0000000000' },
      payload: { loginId: 'fuzz.all', password, captchaId: 'x', captchaAnswer: captcha },
    });
    const get = (name: string) => res.cookies.find((c) => c.name === name)?.value ?? '';
    return { session: get(config.session.cookieName), csrf: get(csrfCookie) };
  };
  let auth = await loginAgain();
  const doc = (await app.inject({ url: '/api/docs/json' })).json();
  const requests = hostileRequests(doc, (_m, path) => path.endsWith('/auth/logout'), true);
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  const started = Date.now();
  for (const r of requests) {
    const res = await app.inject({
      method: r.method as 'GET',
      url: r.url,
      headers: { [csrfHeader]: auth.csrf },
      cookies: { [config.session.cookieName]: auth.session, [csrfCookie]: auth.csrf },
      ...(r.payload === undefined
        ? {}
        : {
            payload: JSON.stringify(r.payload),
            headers: { [csrfHeader]: auth.csrf, 'content-type': 'application/json' },
          }),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) fiveHundreds.push(`${r.method} ${r.url} [${r.target}] → ${res.statusCode}`);
    // A fuzzed call may end the session (a password change, a status change on oneself is
    // refused, but a new login through the API is not): log in again when it has.
    if (res.statusCode === 401) {
      await database.db.update(users).set({ status: 1 }).where(eq(users.loginId, 'fuzz.all'));
      auth = await loginAgain();
    }
  }
  const seconds = (Date.now() - started) / 1000;
  await app.close();
  await database.close();
  return {
    engine,
    requests: requests.length,
    operations: Object.values(doc.paths).reduce((n: number, ops) => n + Object.keys(ops as object).length, 0),
    statuses,
    fiveHundreds,
    seconds,
  };
}

const results = [await run('pglite', await openDatabase({ engine: 'pglite' }))];
const admin = new pg.Client({ connectionString: pgUrl });
try {
  await admin.connect();
  const name = `spp_fuzz_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  results.push(await run('postgresql', await openDatabase({ engine: 'postgresql', url: url.toString() })));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
} catch (error) {
  console.log(`PostgreSQL not fuzzed: ${(error as Error).message}`);
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; in-process (app.inject), one request at a time.`,
  '',
  '| engine | operations | requests | 5xx | 2xx | 400 | 401/403 | 404 | 409 | 413/415 | 429 | seconds |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map((r) => {
    const count = (test: (s: number) => boolean) =>
      [...r.statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
    return `| ${r.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${r.operations} | ${r.requests} | ${count((s) => s >= 500)} | ${count((s) => s >= 200 && s < 300)} | ${count((s) => s === 400)} | ${count((s) => s === 401 || s === 403)} | ${count((s) => s === 404)} | ${count((s) => s === 409)} | ${count((s) => s === 413 || s === 415)} | ${count((s) => s === 429)} | ${r.seconds.toFixed(0)} |`;
  }),
];
for (const r of results) for (const line of r.fiveHundreds.slice(0, 20)) lines.push(`- 5xx: ${line}`);
console.log(lines.join('\n'));
const readme = new URL('./README.md', import.meta.url);
const text = readFileSync(readme, 'utf8');
const block = `<!-- fuzz:start -->\n${lines.join('\n')}\n<!-- fuzz:end -->`;
writeFileSync(
  readme,
  text.includes('<!-- fuzz:start -->')
    ? text.replace(/<!-- fuzz:start -->[\s\S]*<!-- fuzz:end -->/, block)
    : `${text.trimEnd()}\n\n## Fuzz: every operation, hostile values (\`node bench/fuzz.ts\`)\n\n${block}\n`,
);
if (results.some((r) => r.fiveHundreds.length)) process.exitCode = 1;
