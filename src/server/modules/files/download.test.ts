import { describe, expect, it } from 'vitest';
import { parseRange } from './download.ts';
import { createDownloadLimiter } from './download-limit.ts';
import { attachmentHeader, displayName, safeName } from './names.ts';

/** Issue #23 items 1 and 5, without HTTP: ranges (RFC 9110 §14), the client's share, names. */

describe('Range header (RFC 9110 §14.1.2)', () => {
  it('reads one range of bytes, a suffix, an open end; clamps the end to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange(' Bytes = 1-2 ', 1000)).toEqual({ start: 1, end: 2 });
  });

  it('answers whole without a header, for other units and for several ranges', () => {
    expect(parseRange(undefined, 1000)).toBe('whole');
    expect(parseRange('items=0-1', 1000)).toBe('whole');
    expect(parseRange('bytes=0-1,3-4', 1000)).toBe('whole');
  });

  it('is unsatisfiable past the end, backwards, empty or malformed', () => {
    for (const header of [
      'bytes=1000-',
      'bytes=5-1',
      'bytes=-0',
      'bytes=',
      'bytes=-',
      'bytes=a-b',
      'bytes=1.5-2',
    ])
      expect(parseRange(header, 1000), header).toBe('unsatisfiable');
  });
});

describe('download limits per client', () => {
  const limits = { perMinute: 3, bytesPerMinute: 1000, parallel: 2 };

  it('counts requests a minute and starts a new window after it', () => {
    let now = 0;
    const limiter = createDownloadLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) limiter.admit('a');
    expect(() => limiter.admit('a')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', headers: { 'retry-after': '60' } }),
    );
    limiter.admit('b');
    now = 60_000;
    expect(() => limiter.admit('a')).not.toThrow();
  });

  it('counts bytes a minute, letting one download through a fresh window whatever its size', () => {
    const limiter = createDownloadLimiter(limits, () => 0);
    limiter.start('a', 5000).release();
    expect(() => limiter.start('a', 1)).toThrow(expect.objectContaining({ code: 'RATE_LIMITED' }));
    limiter.start('b', 600).release();
    limiter.start('b', 400).release();
    expect(() => limiter.start('b', 1)).toThrow();
  });

  it('holds downloads in progress to the parallel limit until each ends', () => {
    const limiter = createDownloadLimiter({ ...limits, bytesPerMinute: 1e9 }, () => 0);
    const first = limiter.start('a', 1);
    const second = limiter.start('a', 1);
    expect(() => limiter.start('a', 1)).toThrow(expect.objectContaining({ headers: { 'retry-after': '1' } }));
    expect(limiter.inProgress('a')).toBe(2);
    first.release();
    first.release(); // twice (close after error) counts once
    expect(limiter.inProgress()).toBe(1);
    limiter.start('a', 1);
    second.release();
  });
});

describe('file names (issue #23 finding 9)', () => {
  it('removes bidirectional controls and keeps the joiners Assamese needs', () => {
    expect(safeName('invoice\u202efdp.exe.pdf', 'pdf')).toBe('invoicefdp.exe.pdf');
    expect(safeName('\u2067a\u2069\u200f\u061cb\ufeff.pdf', 'pdf')).toBe('ab.pdf');
    expect(safeName('দৰপত্ৰ\u200dৰ তালিকা.pdf', 'pdf')).toBe('দৰপত্ৰ\u200dৰ তালিকা.pdf');
    expect(displayName('x\u202ey')).toBe('xy');
    expect(attachmentHeader('bill\u202eftp.pdf')).toBe(
      `attachment; filename="billftp.pdf"; filename*=UTF-8''billftp.pdf`,
    );
  });
});
