import type { Database, Engine } from '../../db/client.ts';

export interface Health {
  status: 'up' | 'down';
  version: string;
  time: string;
  database: { engine: Engine; status: 'up' | 'down'; version?: string };
}

/**
 * The server-status check of spec §4/§7 (the SPA calls it at start and before every
 * navigation) and the load balancer's probe. The database is asked for its version under a
 * short timeout, so a dead database answers "down" quickly instead of hanging the check.
 */
export async function checkHealth(options: {
  database: Database;
  appVersion: string;
  timeoutMs?: number;
}): Promise<Health> {
  const { database } = options;
  const time = new Date().toISOString();
  try {
    const version = await withTimeout(database.version(), options.timeoutMs ?? 3_000);
    return {
      status: 'up',
      version: options.appVersion,
      time,
      database: { engine: database.engine, status: 'up', version },
    };
  } catch {
    return {
      status: 'down',
      version: options.appVersion,
      time,
      database: { engine: database.engine, status: 'down' },
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
