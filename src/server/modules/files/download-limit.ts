import { AppError } from '../../platform/errors.ts';

/**
 * Each client's share of the download path (issue #23 item 5, finding 6: downloads had only the
 * general 300 requests a minute, so one address could pull 300 × 40 MB a minute). Three limits
 * per client address, on every download route together, under the general public limit:
 * downloads started a minute, bytes sent a minute (a range counts its own length, so a download
 * manager's many ranges cost what one whole download costs), and downloads in progress at once
 * (each holds a file handle and a socket for as long as the client cares to read).
 *
 * Counted in this process, like the other rate limits (docs/decisions/013); behind several
 * processes each has its own counts.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** One per application (app.ts), shared by every download route. */
    downloadLimiter: DownloadLimiter;
  }
}

export interface DownloadLimits {
  perMinute: number;
  bytesPerMinute: number;
  parallel: number;
}

export interface DownloadLimiter {
  /** Counts a download request; throws RATE_LIMITED past the per-minute count. */
  admit(client: string): void;
  /** Starts sending `bytes`; throws RATE_LIMITED past the byte or parallel limit. */
  start(client: string, bytes: number): { release(): void };
  /** Downloads in progress (operations and tests). */
  inProgress(client?: string): number;
}

interface Window {
  startedAt: number;
  requests: number;
  bytes: number;
  active: number;
}

const windowMs = 60_000;
/** Addresses remembered at most; expired windows are dropped first when the table is full. */
const maxClients = 50_000;

export function createDownloadLimiter(limits: DownloadLimits, now: () => number = Date.now): DownloadLimiter {
  const clients = new Map<string, Window>();

  const windowOf = (client: string): Window => {
    const t = now();
    let w = clients.get(client);
    if (w && t - w.startedAt >= windowMs) {
      w.startedAt = t;
      w.requests = 0;
      w.bytes = 0;
    }
    if (!w) {
      if (clients.size >= maxClients)
        for (const [key, old] of clients)
          if (old.active === 0 && t - old.startedAt >= windowMs) clients.delete(key);
      w = { startedAt: t, requests: 0, bytes: 0, active: 0 };
      clients.set(client, w);
    }
    return w;
  };

  const refuse = (w: Window, seconds?: number) =>
    new AppError('RATE_LIMITED', undefined, {
      headers: {
        'retry-after': String(seconds ?? Math.max(1, Math.ceil((w.startedAt + windowMs - now()) / 1000))),
      },
    });

  return {
    admit(client) {
      const w = windowOf(client);
      w.requests++;
      if (w.requests > limits.perMinute) throw refuse(w);
    },
    start(client, bytes) {
      const w = windowOf(client);
      if (w.active >= limits.parallel) throw refuse(w, 1);
      // One download may always go through a fresh window, however large the file.
      if (w.bytes > 0 && w.bytes + bytes > limits.bytesPerMinute) throw refuse(w);
      w.bytes += bytes;
      w.active++;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          w.active--;
        },
      };
    },
    inProgress(client) {
      if (client !== undefined) return clients.get(client)?.active ?? 0;
      let total = 0;
      for (const w of clients.values()) total += w.active;
      return total;
    },
  };
}
