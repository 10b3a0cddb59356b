import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { csrfCookie, csrfHeader } from '../../common/problem.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

/** A minimal built web app, so the SPA-serving rules can be tested without running Vite. */
function fixtureWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'spp-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>placeholder</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** The documented test switch (docs/decisions/009): accepted for any captcha outside production. */
export const testCaptchaAnswer = 'test-captcha-pass';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** inject() with the CSRF cookie and header a browser would send on writes. */
  write(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_ROOT: fixtureWebRoot(),
    LOG_LEVEL: 'silent',
    // The switch is refused in production, so production-mode apps are built without it.
    CAPTCHA_TEST_ANSWER: env.NODE_ENV === 'production' ? '' : testCaptchaAnswer,
    ...env,
  });
  // TEST_LOG=error shows the server's own log lines (a 500's cause) while debugging a test.
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    clock: options.clock,
  });
  await app.ready();
  const token = 'test-csrf-token-0123456789';
  return {
    app,
    database,
    config,
    write: (options) => {
      // A logged-in browser holds its session's CSRF token (given at login); others the fixed one.
      const cookies = (options.cookies as Record<string, string>) ?? {};
      const csrf = cookies[csrfCookie] ?? token;
      return app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), [csrfHeader]: csrf },
        cookies: { ...cookies, [csrfCookie]: csrf },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
