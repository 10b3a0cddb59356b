import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installShutdown } from './shutdown.ts';

describe('graceful shutdown (issue: SIGTERM finishes in-flight requests before exit)', () => {
  it('lets a request in flight finish, then closes the database and exits 0', async () => {
    const app = Fastify({ logger: false, return503OnClosing: true });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let arrived!: () => void;
    const inHandler = new Promise<void>((r) => {
      arrived = r;
    });
    app.get('/slow', async () => {
      arrived();
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const signals = new EventEmitter();
    const events: string[] = [];
    let exited: (code: number) => void;
    const exitCode = new Promise<number>((r) => {
      exited = r;
    });
    installShutdown({
      app,
      graceMs: 5_000,
      signals,
      closeDatabase: async () => {
        events.push('database closed');
      },
      exit: (code) => {
        events.push(`exit ${code}`);
        exited(code);
      },
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => {
      events.push('response sent');
      return { status: r.status, body: await r.json() };
    });
    // The request is in flight once its handler runs (a fixed wait lost that race on a loaded
    // machine: the server closed before the request arrived).
    await inHandler;
    signals.emit('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([]);
    release();

    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(await exitCode).toBe(0);
    expect(events).toEqual(['response sent', 'database closed', 'exit 0']);
  });

  it('exits 1 after the grace period when a request never finishes', async () => {
    const app = Fastify({ logger: false });
    app.get('/stuck', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const signals = new EventEmitter();
    const exitCode = new Promise<number>((resolve) => {
      installShutdown({ app, graceMs: 300, signals, closeDatabase: async () => {}, exit: resolve });
    });
    fetch(`http://127.0.0.1:${port}/stuck`).catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
    signals.emit('SIGTERM');
    expect(await exitCode).toBe(1);
    app.server.closeAllConnections();
  });
});
