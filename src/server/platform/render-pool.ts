import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SsrApiResponse, SsrRequest, SsrResult } from '../../common/ssr.ts';
import type { FromWorker, ToWorker } from './render-worker.ts';

/**
 * Server rendering within a budget (issue #23 item 4, docs/decisions/037). A public page's
 * render is ~0.1–0.25 s of synchronous React work; on the API's event loop, 40 parallel anonymous
 * renders held `/api/v1/health` for 3.3 s (bench/README.md, "Server rendering under load"). The
 * pool renders in worker threads instead, a few pages per worker at once (their data calls
 * interleave with the others' passes), and holds a short queue; a page that cannot start within
 * its deadline, or finds the queue full, is not rendered: the caller sends the plain page, which
 * the browser renders itself (decision 030's "never worse than before").
 */
export interface RenderPool {
  /** The page, or null: not rendered (queue full, deadline passed, failed) → the plain page. */
  render(
    request: Omit<SsrRequest, 'api'>,
    api: (path: string) => Promise<SsrApiResponse>,
  ): Promise<SsrResult | null>;
  /** Renders running and waiting now (for the logs and tests). */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

interface Job {
  id: number;
  request: Omit<SsrRequest, 'api'>;
  api: (path: string) => Promise<SsrApiResponse>;
  resolve(result: SsrResult | null): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<boolean>;
  running: Map<number, Job>;
}

export function createRenderPool(options: {
  /** The server bundle (dist/ssr/entry-server.js). */
  file: string;
  workers: number;
  /** Pages one worker renders at once. */
  perWorker: number;
  /** Pages that may wait for a worker; more are sent plain at once. */
  maxWaiting: number;
  log: FastifyBaseLogger;
}): RenderPool {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let nextId = 0;
  let closing = false;

  const spawn = (index: number): Slot => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { file: options.file },
      // A render thread never needs much: the bundle, one page's tree at a time and its data.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    const slot: Slot = {
      worker,
      running: new Map(),
      ready: new Promise<boolean>((resolve) => {
        worker.once('message', (first: FromWorker) => {
          if (first.type === 'failed') {
            options.log.error(
              { error: first.error },
              'server rendering bundle did not load: pages render in the browser',
            );
            resolve(false);
          } else resolve(true);
        });
        worker.once('error', () => resolve(false));
      }),
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'api') {
        const job = slot.running.get(message.id);
        const answer = (a: SsrApiResponse | null) =>
          worker.postMessage({ type: 'api', callId: message.callId, answer: a } satisfies ToWorker);
        if (!job) return answer(null);
        job.api(message.path).then(answer, () => answer(null));
      } else if (message.type === 'done') {
        const job = slot.running.get(message.id);
        if (!job) return;
        slot.running.delete(message.id);
        if (message.error)
          options.log.warn({ error: message.error }, 'server render failed: the page renders in the browser');
        job.resolve(message.result);
        next();
      }
    });
    worker.on('error', (err) => options.log.error({ err }, 'render worker failed'));
    worker.on('exit', (code) => {
      // Whatever it was rendering goes out plain; a new worker takes its place.
      for (const job of slot.running.values()) job.resolve(null);
      slot.running.clear();
      if (closing) return;
      options.log.warn({ code }, 'render worker stopped: starting another');
      slots[index] = spawn(index);
      next();
    });
    return slot;
  };
  for (let i = 0; i < options.workers; i++) slots.push(spawn(i));

  /** Starts waiting jobs on the least busy workers with room. */
  function next() {
    while (waiting.length > 0) {
      const slot = slots
        .filter((s) => s.running.size < options.perWorker)
        .sort((a, b) => a.running.size - b.running.size)[0];
      if (!slot) return;
      const job = waiting.shift()!;
      if (Date.now() >= job.request.deadline) {
        job.resolve(null);
        continue;
      }
      slot.running.set(job.id, job);
      void slot.ready.then((ok) => {
        if (!ok) {
          slot.running.delete(job.id);
          job.resolve(null);
          return;
        }
        slot.worker.postMessage({ type: 'render', id: job.id, request: job.request } satisfies ToWorker);
      });
    }
  }

  return {
    render(request, api) {
      if (closing) return Promise.resolve(null);
      const running = slots.reduce((n, s) => n + s.running.size, 0);
      const room = slots.length * options.perWorker - running;
      if (room <= 0 && waiting.length >= options.maxWaiting) return Promise.resolve(null);
      return new Promise<SsrResult | null>((resolve) => {
        const job: Job = { id: nextId++, request, api, resolve };
        waiting.push(job);
        // A page still waiting at its deadline goes out plain, not later.
        const timer = setTimeout(
          () => {
            const at = waiting.indexOf(job);
            if (at >= 0) {
              waiting.splice(at, 1);
              resolve(null);
            }
          },
          Math.max(0, request.deadline - Date.now()),
        );
        timer.unref();
        next();
      });
    },
    load() {
      return { running: slots.reduce((n, s) => n + s.running.size, 0), waiting: waiting.length };
    },
    async close() {
      closing = true;
      for (const job of waiting.splice(0)) job.resolve(null);
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
