import type { FastifyInstance } from 'fastify';

/**
 * Spec §5 Field formats: "Text values in posted objects have whitespace collapsed and trimmed."
 * Done once, here, for every JSON body of every route, before the route's schema sees it: no
 * form or schema can forget it. Keys are left as they are; only string values change.
 *
 * Exempt, with everything below them: any key whose name holds "password" (password,
 * currentPassword, newPassword, confirmPassword: a space is a legitimate password character,
 * and changing it would lock the user out), "captcha" (captchaAnswer is compared as typed,
 * spec §5 Captcha), "token" or "secret" (grantToken and the like are opaque values).
 */
export const untouchedKey = /password|captcha|token|secret/i;

/** A copy of a parsed JSON value with every string collapsed and trimmed, exempt keys aside. */
export function tidyPostedText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  // A body nested deeper than any form would send is left to the schema to refuse.
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => tidyPostedText(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = untouchedKey.test(key) ? item : tidyPostedText(item, depth + 1);
  return out;
}

/** One preValidation hook for the whole application (registered in app.ts). */
export function registerPostedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A streamed body (the push API's bulk file) is read by its route, which tidies each item.
    if (
      request.body !== null &&
      typeof request.body === 'object' &&
      !Buffer.isBuffer(request.body) &&
      typeof (request.body as { pipe?: unknown }).pipe !== 'function'
    )
      request.body = tidyPostedText(request.body);
  });
}
