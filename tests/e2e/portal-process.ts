import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The captcha test switch the browser tests use (docs/decisions/009). */
export const e2eCaptchaAnswer = 'e2e-captcha-pass';

/**
 * Starts the real portal (node src/server/main.ts) on a free port with an empty embedded
 * database in demo mode, and stops it. Extra settings (short session timers) go in `env`.
 */
export async function startPortal(
  env: Record<string, string> = {},
): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spp-e2e-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO: 'true',
      CAPTCHA_TEST_ANSWER: e2eCaptchaAnswer,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('portal did not start within 90 s');
    await new Promise((r) => setTimeout(r, 250));
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
