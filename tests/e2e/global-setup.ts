import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the real portal (node src/server/main.ts) on a free port with an empty embedded database. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('portal did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
