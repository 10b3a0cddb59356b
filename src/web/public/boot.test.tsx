import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptTypedValue } from '../components/form/adopt-typed-value.ts';

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

/**
 * A page the server rendered: a search field (taking what was typed before the app started, as
 * the form kit's fields do) and a button, as React draws them. `redrawn`: the browser's first
 * render differs from the server's, so React draws the form anew (as a text mismatch makes it).
 */
function Page({
  onSearch,
  onOpen,
  redrawn,
  withoutSettings,
}: {
  onSearch?: (q: string) => void;
  onOpen?: () => void;
  redrawn?: boolean;
  withoutSettings?: boolean;
}) {
  const [q, setQ] = useState('');
  // As real pages do after hydrating (the phone guess corrected, the session read): the form
  // renders again, and a controlled field is written from the state.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    html.dataset.interactive = '';
  }, []);
  return (
    <form
      data-mounted={mounted ? '' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.(q);
      }}
    >
      {redrawn === undefined ? null : <span>{redrawn ? 'closes in 2 h' : 'closes in 3 h'}</span>}
      <input id="q" value={q} onChange={(e) => setQ(e.target.value)} ref={adoptTypedValue(q, setQ)} />
      {withoutSettings ? null : (
        <button type="button" onClick={onOpen}>
          Settings
        </button>
      )}
      <button type="submit">Search</button>
      <a href="/en/actrules">Acts</a>
      <a href="https://gem.gov.in/">GeM</a>
    </form>
  );
}

let root: Root | undefined;
function serverPage(props: { redrawn?: boolean } = {}) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page {...props} />)}</div>`;
  return document.getElementById('root')!;
}

/**
 * Types as a keyboard does: the field's value grows at the caret and an input event follows each
 * key. A keyboard changes the value without the page's own setter (React's tracker would see it).
 */
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
function typeInto(input: HTMLInputElement, text: string) {
  for (const ch of text) {
    const at = input.selectionStart ?? input.value.length;
    nativeValue.call(input, input.value.slice(0, at) + ch + input.value.slice(at));
    input.setSelectionRange(at + 1, at + 1);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

afterEach(async () => {
  // Every boot instance stops listening once the page is live: its observer (a microtask)
  // schedules the replay that removes its listeners, so two tasks pass before the next test,
  // whose clicks an old instance would otherwise also hold.
  html.dataset.interactive = '';
  await tick();
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

  it('a search form written as HTML (GET, within the portal) submits as HTML before the app is live; other forms wait for it (issue #31 items 1, 2)', () => {
    document.body.innerHTML = `
      <form id="plain" method="get" action="/en/latestactivetenders"><input name="q" value="road"><button>Search</button></form>
      <form id="app"><input name="loginId"><button>Log in</button></form>
      <form id="away" method="get" action="https://example.org/search"><button>Search there</button></form>`;
    runBoot();
    const heldBack = (el: Element, event: Event) => {
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
    const submit = () => new SubmitEvent('submit', { bubbles: true, cancelable: true });
    const form = (id: string) => document.getElementById(id)!;
    // Neither the button's click nor the submit is stopped: the browser asks the server for the page.
    expect(heldBack(form('plain').querySelector('button')!, click())).toBe(false);
    expect(heldBack(form('plain'), submit())).toBe(false);
    expect(html.getAttribute('data-starting')).not.toBe('waiting');
    // A form the app handles, and one that leaves the portal, are held for the app.
    expect(heldBack(form('app'), submit())).toBe(true);
    expect(heldBack(form('away').querySelector('button')!, click())).toBe(true);
    expect(html.getAttribute('data-starting')).toBe('waiting');
  });
});

/**
 * Issue #22 item 4, issue #31 item 2 (docs/decisions/032): what was typed is never changed,
 * whenever the app takes over, and a held tap is not lost when React redraws what it was on.
 */
describe('boot.js: typing and taps across the app taking over', () => {
  it('keeps every key typed before, while and after the app takes over, and the caret where it was', async () => {
    const onSearch = vi.fn();
    const container = serverPage();
    runBoot();
    const input = container.querySelector('#q') as HTMLInputElement;
    typeInto(input, 'ro');
    // React takes the field over (hydration) before boot's replay has run: more keys arrive.
    await act(async () => {
      root = hydrateRoot(container, <Page onSearch={onSearch} />);
    });
    input.setSelectionRange(1, 1);
    typeInto(input, '');
    expect(input.value).toBe('ro');
    // The caret was put after "r" by the visitor; the app's takeover moved nothing.
    expect(input.selectionStart).toBe(1);
    input.setSelectionRange(2, 2);
    typeInto(input, 'ad');
    await act(async () => {
      for (let i = 0; i < 3; i++) await tick();
    });
    expect(input.value).toBe('road');
    const form = container.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
    });
    expect(onSearch).toHaveBeenCalledWith('road');
  });

  it('Assamese typed before the app starts arrives unchanged (ৰাস্তা)', async () => {
    const onSearch = vi.fn();
    const container = serverPage();
    runBoot();
    const input = container.querySelector('#q') as HTMLInputElement;
    typeInto(input, 'ৰাস্তা');
    const form = container.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await act(async () => {
      root = hydrateRoot(container, <Page onSearch={onSearch} />);
    });
    await act(async () => {
      for (let i = 0; i < 3; i++) await tick();
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ৰাস্তা');
    expect(input.value).toBe('ৰাস্তা');
  });

  it('a tap held on a button React then drew anew goes to the button now in its place, and the typing to its field', async () => {
    const onOpen = vi.fn();
    const onSearch = vi.fn();
    const container = serverPage({ redrawn: false });
    runBoot();
    const input = container.querySelector('#q') as HTMLInputElement;
    typeInto(input, 'bridge');
    const button = container.querySelector('button[type="button"]') as HTMLButtonElement;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page onOpen={onOpen} onSearch={onSearch} redrawn />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    await act(async () => {
      for (let i = 0; i < 4; i++) await tick();
    });
    expect(errors.length, 'the mismatch made React draw the form anew').toBeGreaterThan(0);
    expect(button.isConnected).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const now = container.querySelector('#q') as HTMLInputElement;
    expect(now).not.toBe(input);
    expect(now.value).toBe('bridge');
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(onSearch).toHaveBeenCalledWith('bridge');
  });

  it('says so, in the page language, when a held tap has nothing left to act on', async () => {
    const container = serverPage({ redrawn: false });
    runBoot({ lost: 'Please tap again.' });
    const button = container.querySelector('button[type="button"]') as HTMLButtonElement;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await act(async () => {
      root = hydrateRoot(container, <Page redrawn withoutSettings />, { onRecoverableError: () => {} });
    });
    await act(async () => {
      for (let i = 0; i < 4; i++) await tick();
    });
    const note = document.getElementById('boot-lost');
    expect(note?.getAttribute('role')).toBe('alert');
    expect(note?.textContent).toBe('Please tap again.');
  });
});
