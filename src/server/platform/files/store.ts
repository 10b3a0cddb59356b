import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file contents live, addressed by their SHA-256 (architecture: "files: content-addressed
 * store in ./data/files (S3-compatible store when configured)"). The interface is what an
 * object store would implement: put a finished upload under its hash, read it, remove it.
 */
export interface FileStore {
  /** A fresh path for an upload to stream into (same volume as the store, so put is a rename). */
  incomingPath(): Promise<string>;
  /** Moves a finished upload into place under its hash; an existing copy is kept (same bytes). */
  put(incoming: string, sha256: string): Promise<void>;
  /** The content, or the bytes `start`–`end` (inclusive) of it, as a stream (an object store's ranged GET). */
  open(sha256: string, range?: { start: number; end: number }): Readable;
  has(sha256: string): Promise<boolean>;
  /** The stored size in bytes, or undefined when the content is not there. */
  size(sha256: string): Promise<number | undefined>;
  remove(sha256: string): Promise<void>;
  /** Every stored hash (operations and tests: nothing kept that no row names). */
  list(): Promise<string[]>;
}

const hexHash = /^[0-9a-f]{64}$/;

/** Files under `root/ab/cd/<sha256>`; uploads in progress under `root/.incoming`. */
export function diskStore(root: string): FileStore {
  const incoming = path.join(root, '.incoming');
  const pathOf = (sha256: string) => {
    if (!hexHash.test(sha256)) throw new Error('not a SHA-256');
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  return {
    async incomingPath() {
      await mkdir(incoming, { recursive: true });
      return path.join(incoming, randomUUID());
    },
    async put(from, sha256) {
      const to = pathOf(sha256);
      await mkdir(path.dirname(to), { recursive: true });
      if (await this.has(sha256)) await rm(from, { force: true });
      else await rename(from, to);
    },
    open: (sha256, range) =>
      createReadStream(pathOf(sha256), range ? { start: range.start, end: range.end } : {}),
    async has(sha256) {
      return (await this.size(sha256)) !== undefined;
    },
    async size(sha256) {
      return stat(pathOf(sha256)).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      );
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
    async list() {
      const found = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      return found.map((f) => path.basename(f)).filter((name) => hexHash.test(name));
    },
  };
}
