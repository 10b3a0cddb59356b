import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { FileKind } from '../../../common/files.ts';
import { inspectFile } from './inspect.ts';

/**
 * A scanner worker thread (scanner.ts): reads one uploaded file from the store's incoming area
 * and answers with its inspection. The file is read here, not on the server's thread, so the
 * server never holds an upload whole.
 */
export interface ScanRequest {
  id: number;
  path: string;
  allowed: readonly FileKind[];
}

parentPort!.on('message', async (request: ScanRequest) => {
  try {
    const result = await inspectFile(await readFile(request.path), request.allowed);
    parentPort!.postMessage({ id: request.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: String((error as Error)?.stack ?? error) });
  }
});
