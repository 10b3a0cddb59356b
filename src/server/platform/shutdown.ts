import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: on SIGTERM or SIGINT the server stops accepting connections, lets
 * in-flight requests finish (Fastify answers new ones on kept-alive sockets with 503), then
 * closes the database. If requests take longer than the grace period the process exits anyway,
 * so a stuck request cannot keep a rolling deploy waiting forever.
 */
export function installShutdown(options: {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  graceMs: number;
  signals?: EventEmitter;
  exit?: (code: number) => void;
}): () => Promise<void> {
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | undefined;

  // server.close() only drops connections that are idle when it is called; a keep-alive
  // connection whose request finishes later would hold the process open. While closing, each
  // finished response closes its now idle connection.
  options.app.server.on('request', (_req, res) => {
    res.once('finish', () => {
      if (closing) setImmediate(() => options.app.server.closeIdleConnections());
    });
  });

  const shutdown = () => {
    closing ??= (async () => {
      const timer = setTimeout(() => {
        options.app.log.error('shutdown grace period over; exiting with requests still open');
        exit(1);
      }, options.graceMs);
      timer.unref();
      try {
        await options.app.close();
        await options.closeDatabase();
        options.app.log.info('shut down cleanly');
        exit(0);
      } catch (err) {
        options.app.log.error({ err }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return closing;
  };
  for (const signal of ['SIGTERM', 'SIGINT']) {
    signals.once(signal, () => {
      options.app.log.info({ signal }, 'shutting down');
      void shutdown();
    });
  }
  return shutdown;
}
