import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * docs/decisions/031, issue #13: a server-rendered public page starts its app when the visitor
 * first uses it (public/boot.js), and nothing done before the app is live is lost.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const source = readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8');
const html = document.documentElement;

function runBoot(data: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-abc.js';
  script.dataset.preload = '/assets/shell-abc.js /assets/page-abc.js';
  Object.assign(script.dataset, data);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(source)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const links = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page the server rendered: a search field and a button, as React draws them. */
function Page({ onSearch, onOpen }: { onSearch?: (q: string) => void; onOpen?: () => void }) {
  const [q, setQ] = useState('');
  useEffect(() => {
    html.dataset.interactive = '';
  }, []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.(q);
      }}
    >
      <input id="q" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="button" onClick={onOpen}>
        Settings
      </button>
      <button type="submit">Search</button>
      <a href="/en/actrules">Acts</a>
      <a href="https://gem.gov.in/">GeM</a>
    </form>
  );
}

let root: Root | undefined;
function serverPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  return document.getElementById('root')!;
}

afterEach(async () => {
  // Every boot instance stops listening once the page is live.
  html.dataset.interactive = '';
  await tick();
  await act(async () => root?.unmount());
  root = undefined;
  delete html.dataset.interactive;
  html.removeAttribute('data-starting');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('boot.js: the app starts on first use', () => {
  it('loads nothing while the page is only read (a finger scrolling it included); a finger down on a button, a key or a mouse starts the app, once', () => {
    serverPage();
    runBoot();
    expect(appScripts()).toEqual([]);
    for (const type of ['pointerdown', 'pointermove'])
      document.body.dispatchEvent(
        Object.assign(new Event(type, { bubbles: true }), { pointerType: 'touch' }),
      );
    expect(appScripts(), 'a finger on the page').toEqual([]);
    const button = document.querySelector('button[type="button"]')!;
    button.dispatchEvent(
      Object.assign(new Event('pointerdown', { bubbles: true }), { pointerType: 'touch' }),
    );
    expect(appScripts(), 'a finger down on a button: a tap on its way').toEqual(['/assets/index-abc.js']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Shift' }));
    expect(appScripts(), 'once').toEqual(['/assets/index-abc.js']);
    expect(links('modulepreload')).toEqual(['/assets/shell-abc.js', '/assets/page-abc.js']);
    expect(html.hasAttribute('data-starting')).toBe(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toHaveLength(1);
  });

  it('starts at once in a browser with a session (data-start="now")', async () => {
    serverPage();
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 0));
    try {
      runBoot({ start: 'now' });
      await tick();
      await tick();
      expect(appScripts()).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches the scripts (without running them) once the page has loaded, unless the visitor saves data', async () => {
    serverPage();
    runBoot();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(links('prefetch')).toEqual([
      '/assets/index-abc.js',
      '/assets/shell-abc.js',
      '/assets/page-abc.js',
    ]);
    expect(appScripts()).toEqual([]);

    html.dataset.interactive = '';
    await tick();
    delete html.dataset.interactive;
    document.head.innerHTML = '';
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      runBoot();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(links('prefetch')).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});

describe('boot.js: nothing done before the app is live is lost', () => {
  it('a button clicked early is clicked again once the page is live, and the page shows it is on its way meanwhile', async () => {
    const onOpen = vi.fn();
    const container = serverPage();
    runBoot();
    const button = container.querySelector('button[type="button"]') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(html.getAttribute('data-starting')).toBe('waiting');
    expect(appScripts()).toHaveLength(1);

    await act(async () => {
      root = hydrateRoot(container, <Page onOpen={onOpen} />);
    });
    await act(async () => {
      for (let i = 0; i < 3; i++) await tick();
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-starting')).toBe(false);
  });

  it('text typed early reaches the app, and a search submitted early runs with it', async () => {
    const onSearch = vi.fn();
    const container = serverPage();
    runBoot();
    const input = container.querySelector('#q') as HTMLInputElement;
    input.value = 'road';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const form = container.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, <Page onSearch={onSearch} />);
    });
    await act(async () => {
      for (let i = 0; i < 3; i++) await tick();
    });
    expect(onSearch).toHaveBeenCalledWith('road');
    expect(input.value).toBe('road');
  });

  it('a link within the portal goes at once (its page is server-rendered); one that leaves waits for the app', () => {
    const container = serverPage();
    runBoot();
    const [inside, outside] = [...container.querySelectorAll('a')];
    let heldBack: boolean | undefined;
    // Read at the link itself, after boot.js's listener (capturing, on the window) had its turn;
    // then stopped, as jsdom cannot open another document.
    inside!.addEventListener('click', (e) => {
      heldBack = e.defaultPrevented;
      e.preventDefault();
    });
    inside!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(heldBack).toBe(false);
    expect(html.getAttribute('data-starting')).not.toBe('waiting');
    const leave = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside!.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    expect(html.getAttribute('data-starting')).toBe('waiting');
  });
});
