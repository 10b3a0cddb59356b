import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClosingLabel } from '../components/closing-label.tsx';
import { RenderHintsContext, useNow } from './render-hints.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server drew the page at 10:00 IST; the tender closes at 13:00 IST the same day. */
const renderedAt = Date.parse('2026-11-28T04:30:00Z');
const closingAt = '2026-11-28T07:30:00Z';

function Deadline() {
  const now = useNow();
  return (
    <p>
      <ClosingLabel closingAt={closingAt} />
      <span data-testid="open">{now < Date.parse(closingAt) ? 'open' : 'closed'}</span>
    </p>
  );
}

const page = (hints: { renderedAt?: number }) => (
  <RenderHintsContext.Provider value={hints}>
    <Deadline />
  </RenderHintsContext.Provider>
);

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/**
 * Issue #22 item 4 (docs/decisions/032): a page the server rendered at one time hydrates at any
 * later time, on any clock, with the server's markup (no recoverable error: React keeps the
 * page, and the tap that started the app), and then shows the browser's own time.
 */
describe('render clock: the server render time, then the clock', () => {
  for (const [late, label, open] of [
    ['2 h', 'Closes in 1 h', 'open'],
    ['3 days', 'Closed', 'closed'],
  ] as const) {
    it(`hydrates ${late} after the server rendered it with no mismatch, then says "${label}"`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(renderedAt);
      const container = document.createElement('div');
      container.innerHTML = renderToString(page({ renderedAt }));
      document.body.append(container);
      expect(container.textContent).toContain('Closes in 3 h');
      const server = container.querySelector('span[data-testid="open"]');

      vi.setSystemTime(renderedAt + (late === '2 h' ? 2 * 3600_000 : 3 * 86_400_000));
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, page({ renderedAt }), { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      // React kept the server's elements (a mismatch would have drawn them anew).
      expect(container.querySelector('span[data-testid="open"]')).toBe(server);
      expect(container.textContent).toContain(label);
      expect(server?.textContent).toBe(open);
    });
  }

  it('without a server render (a page drawn in the browser) uses the clock at once', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(renderedAt + 2 * 3600_000);
    expect(renderToString(page({}))).toContain('Closes in 1 h');
  });
});
