import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Problem, type ProblemCode, problemStatus } from '../../common/problem.ts';

/** A failure a service means to report: it becomes problem+json with its stable code. */
export class AppError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly errors: Problem['errors'];
  readonly headers: Record<string, string>;

  constructor(
    code: ProblemCode,
    message?: string,
    options: { errors?: Problem['errors']; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? titles[code], { cause: options.cause });
    this.code = code;
    this.status = problemStatus[code];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/**
 * A refusal of one field, named by its path in the request, with a message key the web layer
 * translates (and its parameters): the one shape every service uses for a rule the schema cannot
 * hold (a date order, a reference already taken, a file of the wrong kind).
 */
export const fieldError = (path: string, message: string, params?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', undefined, {
    errors: [{ path, message, ...(params ? { params } : {}) }],
  });

/** A refusal of the whole request with a message key (not tied to one field). */
export const refusal = (code: ProblemCode, message: string) =>
  new AppError(code, undefined, { errors: [{ path: '', message }] });

/** The caller may not do this (403), with the message key saying why. */
export const forbidden = (message: string) => refusal('FORBIDDEN', message);

const titles: Record<ProblemCode, string> = {
  BAD_REQUEST: 'The request is not valid.',
  VALIDATION_FAILED: 'Some values are not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body has an unsupported content type.',
  CSRF_FAILED: 'The request did not carry a valid CSRF token. Reload the page and try again.',
  UNAUTHENTICATED: 'Please log in to continue.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  LOGIN_FAILED: 'Invalid login ID or password.',
  CAPTCHA_FAILED: 'The captcha was not entered correctly. Please try the new one.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'The requested resource was not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'The record was changed by someone else. Reload it and try again.',
  INVALID_TRANSITION:
    'This action is not possible in the current state of the record. Reload it to see its state.',
  ALREADY_EXISTS: 'There is already one of these, and only one is allowed. Reload to see it.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  RANGE_NOT_SATISFIABLE: 'The requested range is outside the file.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  INTERNAL_ERROR: 'Something went wrong. Please try again later.',
};

/** PostgreSQL/pg/PGlite failures that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code && unavailableCodes.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)
  )
    return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/**
 * SQLSTATE class 22 ("data exception": a value out of an integer column's range, text with a
 * NUL, a bad escape in jsonb, an impossible date) is the client's doing, not the server's: a
 * 400, never a 500 (issue #15 item 4). The edge rules (input-guard.ts, the schemas) refuse
 * these first; this is the net under them. Drizzle wraps the driver's error, so the cause
 * chain is searched.
 */
export function isClientDataError(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown } | undefined;
  if (!e || depth > 4) return false;
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return e.cause !== undefined && e.cause !== error && isClientDataError(e.cause, depth + 1);
}

/** Maps any thrown value to a problem, hiding internals from users (quality.md: errors). */
export function toProblem(
  error: unknown,
  request: FastifyRequest,
): { problem: Problem; headers: Record<string, string> } {
  let code: ProblemCode = 'INTERNAL_ERROR';
  let detail: string | undefined;
  let errors: Problem['errors'];
  let headers: Record<string, string> = {};

  if (error instanceof AppError) {
    code = error.code;
    detail = error.message;
    errors = error.errors;
    headers = error.headers;
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    code = 'VALIDATION_FAILED';
    errors = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'invalid',
    }));
  } else if (isClientDataError(error)) {
    code = 'BAD_REQUEST';
  } else if (isDatabaseUnavailable(error)) {
    code = 'SERVICE_UNAVAILABLE';
    headers = { 'retry-after': '5' };
  } else {
    const fe = error as FastifyError;
    if (fe?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      code = 'INVALID_JSON';
    else if (fe?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') code = 'PAYLOAD_TOO_LARGE';
    else if (fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') code = 'UNSUPPORTED_MEDIA_TYPE';
    else if (fe?.code === 'FST_ERR_VALIDATION') code = 'VALIDATION_FAILED';
    else if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      code = 'BAD_REQUEST';
  }

  const status = problemStatus[code];
  return {
    headers,
    problem: {
      type: `https://spp.assam.gov.in/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: titles[code],
      status,
      code,
      ...(detail && detail !== titles[code] ? { detail } : {}),
      instance: request.url.split('?')[0],
      requestId: String(request.id),
      ...(errors ? { errors } : {}),
    },
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}) {
  return reply.code(problem.status).headers(headers).type('application/problem+json').send(problem);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { problem, headers } = toProblem(error, request);
    if (problem.status >= 500) request.log.error({ err: error, code: problem.code }, 'request failed');
    // A client error is logged by its code only: a refused database value would otherwise
    // put the SQL and its parameters (the client's input) into the log (issue #15 item 4).
    else
      request.log.info(
        {
          code: problem.code,
          err: { message: error instanceof AppError ? error.message : (error as Error)?.name },
        },
        'request refused',
      );
    return sendProblem(reply, problem, headers);
  });
}
