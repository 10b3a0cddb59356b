import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How long a portal may take to answer its health check (migrations on a fresh embedded
 * database). A hook that starts one must allow at least this long, and the browser launch after.
 */
export const portalStartMs = 90_000;

/** The captcha test switch the browser tests use (docs/decisions/009). */
export const e2eCaptchaAnswer = 'e2e-captcha-pass';

/** The shared reference data demo mode loads (README: demo mode). */
export const sharedDataDir = path.resolve(process.env.SHARED_DATA_DIR ?? '../shared/data');

/**
 * Starts the real portal (node src/server/main.ts) on a free port with an empty embedded
 * database in demo mode, and stops it. Extra settings (short session timers) go in `env`.
 * With `demoData` (the suite's shared portal), it waits until demo mode has loaded the real
 * organisations and tenders from the shared data folder, so no test races the background load;
 * other portals start without it.
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: { demoData?: boolean } = {},
): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const demoData = options.demoData === true && existsSync(sharedDataDir);
  if (options.demoData && !demoData)
    console.warn(`[e2e] no shared data at ${sharedDataDir}: tender journeys will fail`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spp-e2e-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The origin of the portal's absolute links: the address the browser uses (issue #23).
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO: 'true',
      CAPTCHA_TEST_ANSWER: e2eCaptchaAnswer,
      SHARED_DATA_DIR: demoData ? sharedDataDir : path.join(dataDir, 'no-shared-data'),
      // Every browser of the suite comes from one address; the limit itself is an API test.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      SSR_RATE_LIMIT_PER_MINUTE: process.env.SSR_RATE_LIMIT_PER_MINUTE ?? '100000',
      // The tests of server-rendered pages need the server to render them: on a busy machine a
      // page's data can take longer than the production 1.5 s, and the plain page would go out.
      SSR_DEADLINE_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + portalStartMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('portal did not start within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  // Every demo file in (the health check says so): the awards, the last step, commit in batches,
  // and tests that started at the first batch once met a database still busy writing the rest.
  while (demoData) {
    if (server.exitCode !== null) throw new Error(`portal exited with code ${server.exitCode}`);
    const state = await fetch(`${baseURL}/api/v1/health`)
      .then((r) => r.json() as Promise<{ demoData?: string }>)
      .then(
        (h) => h.demoData,
        () => undefined,
      );
    if (state === 'ready') break;
    if (state === 'failed') throw new Error('demo data failed to load (see the portal log)');
    if (Date.now() > deadline + 180_000) throw new Error('demo data did not load within 4½ minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
