import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, handleSessionExpiry } from './client.ts';
import { fieldIssueKeys, presentError } from './errors.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status, headers: { 'content-type': 'application/problem+json' } }));
const problem = (
  status: number,
  code: string,
  errors?: { path: string; message: string; params?: Record<string, string> }[],
) => ({
  type: 'about:blank',
  title: code,
  status,
  code,
  ...(errors ? { errors } : {}),
});

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch: the session-expiry reply is handled in one place (spec §4, §8; issue #9)', () => {
  it('calls the registered handler once for SESSION_EXPIRED and still fails the call', async () => {
    vi.stubGlobal('fetch', reply(401, problem(401, 'SESSION_EXPIRED')));
    const onExpired = vi.fn();
    const undo = handleSessionExpiry(onExpired);
    await expect(apiFetch('/users')).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onExpired).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED');
    undo();
    await expect(apiFetch('/users')).rejects.toBeInstanceOf(ApiError);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('does not call it for other refusals (a login failure is not an expired session)', async () => {
    vi.stubGlobal('fetch', reply(401, problem(401, 'LOGIN_FAILED')));
    const onExpired = vi.fn();
    const undo = handleSessionExpiry(onExpired);
    await expect(apiFetch('/auth/login')).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(onExpired).not.toHaveBeenCalled();
    undo();
  });

  it('hands "not logged in" to the handler with its code: the session timer decides whether this tab had a session (a logout in another tab, issue #24 item 2)', async () => {
    vi.stubGlobal('fetch', reply(401, problem(401, 'UNAUTHENTICATED')));
    const onExpired = vi.fn();
    const undo = handleSessionExpiry(onExpired);
    await expect(apiFetch('/users')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onExpired).toHaveBeenCalledWith('UNAUTHENTICATED');
    undo();
  });
});

describe('one error presentation (issue #9)', () => {
  const t = (key: string) => `«${key}»`;

  it('keeps the whole path of a nested field error, without the server’s body. prefix', () => {
    const error = new ApiError(
      'VALIDATION_FAILED',
      400,
      problem(400, 'VALIDATION_FAILED', [{ path: 'body.covers.0.name', message: 'validation.x' }]) as never,
    );
    expect(fieldIssueKeys(error)).toEqual([{ path: 'covers.0.name', message: 'validation.x' }]);
    expect(presentError(error, t)).toEqual([{ path: 'covers.0.name', message: '«validation.x»' }]);
  });

  it('fills the values a message names (the appeal deadline, decision 040)', () => {
    const withValues = (key: string, options?: { deadline?: string }) =>
      `«${key} ${options?.deadline ?? '-'}»`;
    const error = new ApiError(
      'VALIDATION_FAILED',
      400,
      problem(400, 'VALIDATION_FAILED', [
        { path: '', message: 'appeals:validation.late', params: { deadline: '11-03-2026' } },
      ]) as never,
    );
    expect(presentError(error, withValues)).toEqual([
      { path: undefined, message: '«appeals:validation.late 11-03-2026»' },
    ]);
  });

  it('turns a problem without fields into its translated code, and anything else into INTERNAL_ERROR', () => {
    expect(presentError(new ApiError('FORBIDDEN', 403), t)).toEqual([{ message: '«errors.FORBIDDEN»' }]);
    expect(presentError(new Error('boom'), t)).toEqual([{ message: '«errors.INTERNAL_ERROR»' }]);
  });
});
