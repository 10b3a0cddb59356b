import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './input-guard.ts';

/**
 * Response headers of quality.md "Security": CSP with object-src 'none', base-uri 'none',
 * frame-ancestors 'none'; HSTS for a year; nosniff; a strict referrer policy; no caching of
 * API answers. `upgrade-insecure-requests` only in production: a plain-HTTP local run
 * would otherwise ask the browser for https assets that do not exist.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme as CSS variables in style attributes and one <style> tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
