import type { Problem } from '../../common/problem.ts';

/** One request as a stub sees it: method, path (with query), parsed JSON body. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A stub for one area: answers the requests it knows, `undefined` for the rest. */
export type StubHandler = (request: StubRequest) => Response | undefined;

/**
 * `on('PUT', /\/roles\/(\d+)$/, (req, [, id]) => …)`: one endpoint of the API, matched on the
 * path after `/api/v1` (query excluded). `'*'` matches any method.
 */
export function on(
  method: string,
  pattern: string | RegExp,
  reply: (request: StubRequest, match: RegExpExecArray) => Response,
): StubHandler {
  const regex =
    typeof pattern === 'string' ? new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : pattern;
  return (request) => {
    if (method !== '*' && request.method !== method) return undefined;
    const bare = request.path.replace(/^\/api\/v1/, '').split('?')[0]!;
    const match = regex.exec(bare);
    return match ? reply(request, match) : undefined;
  };
}

/** The first handler that answers; 404 problem when none does (an unstubbed call fails loudly). */
export function dispatch(handlers: StubHandler[], request: StubRequest): Response {
  for (const handler of handlers) {
    const response = handler(request);
    if (response) return response;
  }
  return problem(404, 'NOT_FOUND');
}

export function toStubRequest(input: RequestInfo | URL, init?: RequestInit): StubRequest {
  const path = String(input);
  let body: unknown;
  try {
    body = init?.body ? JSON.parse(String(init.body)) : undefined;
  } catch {
    body = init?.body;
  }
  return {
    method: init?.method ?? 'GET',
    path,
    query: new URLSearchParams(path.split('?')[1] ?? ''),
    body,
  };
}

/** A problem+json reply as the server sends it (src/common/problem.ts). */
export function problem(status: number, code: Problem['code'], errors?: Problem['errors']): Response {
  return Response.json({ type: 'x', title: 'x', status, code, ...(errors ? { errors } : {}) }, { status });
}

/** Adapts an area stub of the older `(path, init)` form. */
export const legacy =
  (stub: (path: string, init?: RequestInit) => Response | undefined): StubHandler =>
  (request) =>
    stub(request.path, {
      method: request.method,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
