import { z } from 'zod';

/**
 * Errors leave the API as RFC 9457 problem+json with a stable `code`. The browser shows the
 * message whose key is `errors.<code>`; API users read `title`/`detail`.
 */
export const problemCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CSRF_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'LOGIN_FAILED',
  'CAPTCHA_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'INVALID_TRANSITION',
  'ALREADY_EXISTS',
  'RATE_LIMITED',
  'RANGE_NOT_SATISFIABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ProblemCode = (typeof problemCodes)[number];

export const problemStatus: Record<ProblemCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CSRF_FAILED: 403,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  LOGIN_FAILED: 401,
  CAPTCHA_FAILED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A workflow step that does not exist from the item's current state (docs/decisions/014). */
  INVALID_TRANSITION: 409,
  /**
   * A rule allows one and there is one already (one award per tender, one open corrigendum,
   * one pending change per unit): the database's unique index decides a race (issue #23 item 2).
   */
  ALREADY_EXISTS: 409,
  RATE_LIMITED: 429,
  /** A download's Range outside the file (RFC 9110 §15.5.17). */
  RANGE_NOT_SATISFIABLE: 416,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.enum(problemCodes),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  /**
   * Field errors: a message key, and the values it names when it names any (the appeal deadline
   * "{{deadline}}"; the browser passes them to the translation).
   */
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        params: z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The CSRF header every state-changing API call carries (docs/decisions/002). */
export const csrfHeader = 'x-csrf-token';
export const csrfCookie = 'spp_csrf';
