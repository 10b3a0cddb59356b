/**
 * A render worker (issue #23 item 4, platform/render-pool.ts): loads the web app's server
 * bundle (docs/decisions/030) in a thread of its own and renders the pages the pool gives it,
 * so React's synchronous passes never hold up the API's event loop. The page's API calls go
 * back to the main thread, which answers them in-process as before (app.inject, as the visitor).
 * Plain JavaScript syntax with type annotations only: Node runs it as it is.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { SsrApiResponse, SsrRender, SsrRequest, SsrResult } from '../../common/ssr.ts';

/** Messages between the pool and a worker. */
export type ToWorker =
  | { type: 'render'; id: number; request: Omit<SsrRequest, 'api'> }
  | { type: 'api'; callId: number; answer: SsrApiResponse | null };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'api'; id: number; callId: number; path: string }
  | { type: 'done'; id: number; result: SsrResult | null; error?: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const { file } = workerData as { file: string };

const calls = new Map<number, (answer: SsrApiResponse | null) => void>();
let nextCall = 0;

let render: SsrRender;
try {
  render = ((await import(pathToFileURL(file).href)) as { render: SsrRender }).render;
  port.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (err) {
  port.postMessage({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies FromWorker);
  throw err;
}

port.on('message', async (message: ToWorker) => {
  if (message.type === 'api') {
    calls.get(message.callId)?.(message.answer);
    calls.delete(message.callId);
    return;
  }
  const { id, request } = message;
  const api = (path: string) =>
    new Promise<SsrApiResponse>((resolve, reject) => {
      const callId = nextCall++;
      calls.set(callId, (answer) => (answer ? resolve(answer) : reject(new Error(`${path}: no answer`))));
      port.postMessage({ type: 'api', id, callId, path } satisfies FromWorker);
    });
  try {
    const result = await render({ ...request, api });
    port.postMessage({ type: 'done', id, result } satisfies FromWorker);
  } catch (err) {
    port.postMessage({
      type: 'done',
      id,
      result: null,
      error: String((err as Error)?.stack ?? err),
    } satisfies FromWorker);
  }
});
