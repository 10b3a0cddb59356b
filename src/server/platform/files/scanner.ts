import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FileKind, fileMessages } from '../../../common/files.ts';
import type { Inspection } from './inspect.ts';
import type { ScanRequest } from './scan-worker.ts';

/**
 * Runs file inspection (inspect.ts) in worker threads, so parsing a 40 MB upload (spec §9)
 * never blocks the server's event loop, and a hostile file is bounded in time and memory
 * (issue #23 item 1): a scan that runs past `timeoutMs` or past the worker's heap is stopped
 * and the file refused as harmful, since the checks could not show it safe. Workers are
 * started on first use, kept for the next upload, and queued beyond `workers` scans at once.
 */
export interface FileScanner {
  scan(path: string, allowed: readonly FileKind[]): Promise<Inspection>;
  close(): Promise<void>;
}

export const scannerDefaults = {
  /** One core for scans, one for the server on a two-core machine; at most two. */
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 30_000,
  /** V8 heap of a worker; file bytes and decoded streams are buffers outside it (bounded by the checks). */
  heapMb: 512,
};

/** The refusal for a scan that could not finish, by the file's leading bytes. */
async function unfinishedReason(
  path: string,
  allowed: readonly FileKind[],
): Promise<keyof typeof fileMessages> {
  const head = Buffer.alloc(5);
  const handle = await open(path, 'r');
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1') === '%PDF-') return 'pdfScript';
  if (head[0] === 0x50 && head[1] === 0x4b)
    return allowed.some((k) => k === 'xlsx' || k === 'docx') ? 'macro' : 'archive';
  return 'type';
}

interface Job {
  request: Omit<ScanRequest, 'id'>;
  resolve: (inspection: Inspection) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job & { id: number; timer: NodeJS.Timeout };
}

export function createScanner(options: Partial<typeof scannerDefaults> = {}): FileScanner {
  const settings = { ...scannerDefaults, ...options };
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: { result?: Inspection; error?: Error }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    slot.worker.unref();
    if (outcome.error) job.reject(outcome.error);
    else job.resolve(outcome.result!);
    pump();
  };

  /** The worker stopped with a job (time or heap limit, or a crash): refuse the file, replace the worker. */
  const lose = (slot: Slot, why: string) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    void unfinishedReason(job.request.path, job.request.allowed).then(
      (reason) => job.resolve({ ok: false, reason, detail: why }),
      (error: Error) => job.reject(error),
    );
    pump();
  };

  const spawn = (): Slot => {
    const worker = new Worker(new URL('./scan-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, maxYoungGenerationSizeMb: 64 },
    });
    const slot: Slot = { worker };
    worker.on('message', (message: { id: number; result?: Inspection; error?: string }) => {
      if (slot.job?.id !== message.id) return;
      finish(
        slot,
        message.error
          ? { error: new Error(`file scan failed: ${message.error}`) }
          : { result: message.result! },
      );
    });
    worker.on('error', (error) => lose(slot, `worker error: ${error.message}`));
    worker.on('exit', () => lose(slot, 'worker stopped'));
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (queue.length && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < settings.workers ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => {
        void slot.worker.terminate();
        lose(slot, 'time limit');
      }, settings.timeoutMs);
      slot.job = { ...job, id, timer };
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job.request } satisfies ScanRequest);
    }
  };

  return {
    scan(path, allowed) {
      if (closed) return Promise.reject(new Error('scanner closed'));
      return new Promise((resolve, reject) => {
        queue.push({ request: { path, allowed: [...allowed] }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('scanner closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

let shared: FileScanner | undefined;
/** The process's scanner (workers are a process resource, shared by every upload). */
export function fileScanner(): FileScanner {
  shared ??= createScanner();
  return shared;
}
