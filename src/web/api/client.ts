import {
  csrfCookie,
  csrfHeader,
  type Problem,
  type ProblemCode,
  problemCodes,
} from '../../common/problem.ts';
import { readCookie } from '../lib/cookies.ts';

/** An API failure the UI can translate: `errors.<code>` in the common catalogue. */
export class ApiError extends Error {
  readonly code: ProblemCode | 'NETWORK';
  readonly status: number;
  readonly problem: Problem | undefined;
  /** Seconds from the Retry-After header (429 rate limit, 503), when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ProblemCode | 'NETWORK', status: number, problem?: Problem, retryAfterSeconds?: number) {
    super(problem?.title ?? code);
    this.code = code;
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type SessionExpiredHandler = (code: 'SESSION_EXPIRED' | 'UNAUTHENTICATED') => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/**
 * THE hook point for a session-expiry reply (problem code SESSION_EXPIRED, spec §4, or
 * UNAUTHENTICATED: the session is gone, e.g. logged out in another tab): every call
 * goes through apiFetch, so the app registers one handler here (the session timer: forget the
 * user, show the expiry message, go home) instead of each page catching it. Returns the undo.
 */
export function handleSessionExpiry(handler: SessionExpiredHandler): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = null;
  };
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where apiFetch sends its requests: the network in the browser; the server's own process when
 * the server renders a public page (src/web/entry-server.tsx, docs/decisions/030).
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * The one place the browser calls the API: JSON in and out, the CSRF header on writes
 * (docs/decisions/002), problem+json turned into ApiError. Pages use hooks built on this.
 */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (unsafe.has(method)) headers[csrfHeader] = readCookie(csrfCookie) ?? '';
  const signal = options.signal ?? AbortSignal.timeout(options.timeoutMs ?? 30_000);
  let response: Response;
  try {
    response = await transport(`/api/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (!response.ok) {
    const parsed = asProblem(await response.json().catch(() => undefined));
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    const code = parsed.success
      ? parsed.data.code
      : response.status === 429
        ? 'RATE_LIMITED'
        : 'INTERNAL_ERROR';
    // A session ended by the server (idle) or elsewhere (a logout in another tab: no session at
    // all now); the handler knows whether this browser thought someone was logged in.
    if (code === 'SESSION_EXPIRED' || code === 'UNAUTHENTICATED') onSessionExpired?.(code);
    throw new ApiError(
      code,
      response.status,
      parsed.data,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }
  // 204 No Content (a discarded ePublish draft, issue #11) has no body to read.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

const knownCodes = new Set<string>(problemCodes);

/**
 * The problem+json body when it has the shape of one (type, title, status and a known code).
 * A check by hand, not `problemSchema` (zod): the schema would put the whole validation
 * library into every public page's first load (issue #13); the server already validated it.
 */
function asProblem(body: unknown): { success: true; data: Problem } | { success: false; data?: undefined } {
  const b = body as Partial<Problem> | null | undefined;
  const ok =
    typeof b === 'object' &&
    b !== null &&
    typeof b.type === 'string' &&
    typeof b.title === 'string' &&
    typeof b.status === 'number' &&
    typeof b.code === 'string' &&
    knownCodes.has(b.code) &&
    (b.errors === undefined || Array.isArray(b.errors));
  return ok ? { success: true, data: b as Problem } : { success: false };
}
