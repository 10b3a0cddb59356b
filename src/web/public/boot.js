/*
 * Starts the app of a server-rendered public page when the visitor first uses it
 * (docs/decisions/031, issue #13). The page is readable and its links and downloads work as
 * they arrive (decision 030), so a phone that only reads a notice, or follows a link to the
 * next server-rendered page, never downloads or runs the ~200 KiB of the app. A classic
 * deferred script (the CSP allows no inline script); the server names the entry and its
 * preloads in data attributes, and `data-start="now"` when the browser has a session (staff
 * on their desktops: their header, session timer and second-tab rule need the app at once).
 *
 * - First use: a mouse moved or pressed, a key, a focus, or a tap on something that needs the
 *   app (a finger that scrolls is reading). Then the scripts load and the page hydrates.
 * - Nothing done before the app is live is lost: a click on a button, a check box, a tab, a
 *   link that leaves the portal (its warning is the app's), or a form's submission waits (a
 *   bar at the top of the screen says so) and happens once the page is live. Text typed in a
 *   field stays exactly as typed: the app's fields take what they hold as they start
 *   (components/form/adopt-typed-value.ts, decision 032); boot writes into no field React
 *   took over. Links within the portal and downloads go at once.
 * - Should React have drawn part of the page anew as it started, a held tap goes to the element
 *   now in the same place (found by its id, name or position and words), and what was typed to
 *   the field now there; if there is none, the visitor is told (`data-lost`, in the page's
 *   language) rather than left wondering.
 * - When the page has loaded and the browser is idle, the scripts are fetched (not run) in the
 *   background, unless the visitor asked to save data, so the first use does not wait for the
 *   network.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const html = document.documentElement;
  const entry = me.dataset.entry;
  const scripts = [entry, ...(me.dataset.preload ?? '').split(' ')].filter(Boolean);
  const live = () => html.hasAttribute('data-interactive');

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, intent, listen);
    html.setAttribute('data-starting', '');
    for (const href of scripts.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };

  // A mouse over the page or pressed, a key, a focus. Not a finger: a phone's reader scrolls
  // with it; a tap that needs the app starts it below (onClick), one on a link needs none.
  const listen = { capture: true, passive: true };
  const intents = ['pointermove', 'pointerdown', 'keydown', 'focusin'];
  const intent = (event) => {
    if (event.pointerType !== 'touch') start();
    // A finger put down on a button is a tap on its way: start while it lasts (a field starts
    // it as it takes the focus).
    else if (
      event.type === 'pointerdown' &&
      event.target instanceof Element &&
      event.target.closest(needsApp)
    )
      start();
  };
  if (me.dataset.start === 'now') {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  for (const type of intents) addEventListener(type, intent, listen);

  // What the visitor did before the app was live, done again once it is.
  /** Each held click or submission: the element, and how to find its like if React redrew it. */
  const clicks = [];
  /** Each field typed in: what it held last, and how to find its like if React redrew it. */
  const typed = new Map();
  const root = document.getElementById('root');

  /**
   * How to find an element again in markup React drew anew: its id and name (the kit's fields
   * and buttons keep theirs), else its place among its siblings from #root down, checked by the
   * words it shows.
   */
  const keyOf = (el) => {
    const steps = [];
    for (let node = el; node !== root; node = node.parentElement) {
      if (!node?.parentElement) return { id: el.id, steps: null, words: '' };
      let index = 0;
      for (let s = node.previousElementSibling; s; s = s.previousElementSibling)
        if (s.tagName === node.tagName) index++;
      steps.unshift([node.tagName, index]);
    }
    return { id: el.id, name: el.getAttribute('name'), steps, words: wordsOf(el) };
  };
  const wordsOf = (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  const find = (key, tag) => {
    const byId = key.id && document.getElementById(key.id);
    if (byId?.tagName === tag) return byId;
    if (key.name) {
      const named = root?.querySelectorAll(`${tag}[name="${CSS.escape(key.name)}"]`) ?? [];
      if (named.length === 1) return named[0];
    }
    if (!key.steps || !root) return undefined;
    let node = root;
    for (const [name, index] of key.steps) {
      node = [...node.children].filter((c) => c.tagName === name)[index];
      if (!node) return undefined;
    }
    return node.tagName === tag && wordsOf(node) === key.words ? node : undefined;
  };
  /** The element itself, or the one React drew in its place. */
  const current = (el, key) => (el.isConnected ? el : find(key, el.tagName));

  /** A tap that found nothing to act on once the app was live: say so, in the page's language. */
  const tellLost = () => {
    const text = me.dataset.lost;
    if (!text || document.getElementById('boot-lost')) return;
    const note = document.createElement('p');
    note.id = 'boot-lost';
    note.setAttribute('role', 'alert');
    note.className = 'boot-lost';
    note.textContent = text;
    document.body.append(note);
    setTimeout(() => note.remove(), 10_000);
  };
  const needsApp =
    'button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[aria-haspopup], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], [role="combobox"]';
  // The page shows it is on its way (theme/global.css); nothing is written into the markup the
  // app is about to take over.
  const waiting = () => {
    start();
    html.setAttribute('data-starting', 'waiting');
  };
  /**
   * A search form written as HTML (method="get", an action within the portal: the home page's
   * search, a listing's filters) submits as HTML before the app is live, as a link goes: the
   * server renders the page it asks for, with exactly what the fields hold (issue #31 items 1, 2).
   */
  const plainForm = (form) =>
    form instanceof HTMLFormElement &&
    form.getAttribute('method')?.toLowerCase() === 'get' &&
    new URL(form.action, location.href).origin === location.origin;
  const onClick = (event) => {
    if (live() || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    // A link within the portal loads its server-rendered page; one that leaves the portal waits
    // for the app, which tells the visitor first (components/external-link.tsx).
    if (link && (link.origin === location.origin || link.hasAttribute('download'))) return;
    // So does a plain form's submit button (Enter in a field clicks it too).
    const submitter = event.target.closest('button, input[type="submit"], input[type="image"]');
    if (submitter && submitter.type === 'submit' && plainForm(submitter.form)) return;
    let target = link ?? event.target.closest(needsApp);
    // A label stands for its check box or radio button; one of a text field just focuses it.
    if (target instanceof HTMLLabelElement) {
      if (!target.control?.matches(needsApp)) return;
      target = target.control;
    }
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    hold(target);
    waiting();
  };
  const hold = (target) => {
    if (!clicks.some((c) => c.el === target)) clicks.push({ el: target, key: keyOf(target) });
  };
  const onSubmit = (event) => {
    if (live() || !(event.target instanceof HTMLFormElement) || plainForm(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    hold(event.target);
    waiting();
  };
  const onInput = (event) => {
    if (live()) return;
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, { value: field.value, key: typed.get(field)?.key ?? keyOf(field) });
      start();
    }
  };
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  addEventListener('input', onInput, true);
  addEventListener('change', onInput, true);

  const replay = () => {
    for (const type of intents) removeEventListener(type, intent, listen);
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    removeEventListener('input', onInput, true);
    removeEventListener('change', onInput, true);
    // A field React kept holds what was typed, and the app's field took it as it started
    // (decision 032): nothing to do. A field React drew anew holds the app's value: hand it
    // what was typed, through the field's own value setter and an input event, as a keyboard
    // would (the app notices a change only against the value it last saw: another one first).
    for (const [field, { value, key }] of typed) {
      if (field.isConnected) continue;
      const like = find(key, field.tagName);
      if (!like || like.value === value) continue;
      if (like instanceof HTMLSelectElement) {
        like.value = value;
        like.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      const proto = like instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
      like.value = value === '' ? ' ' : '';
      setter?.call(like, value);
      like.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Then the clicks, in order, each in a task of its own: the app applies what the one before
    // changed before the next reads it.
    const next = () => {
      const held = clicks.shift();
      if (!held) return;
      const target = current(held.el, held.key);
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
      else tellLost();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
  new MutationObserver((_, observer) => {
    if (!live()) return;
    observer.disconnect();
    html.removeAttribute('data-starting');
    // After the effects that marked the page live have all run.
    setTimeout(replay, 0);
  }).observe(html, { attributes: true, attributeFilter: ['data-interactive'] });

  // Fetched, not run, when the browser has nothing else to do: the first use then waits only
  // for the app to start, not for a slow link. Not when the visitor asked to save data.
  const connection = navigator.connection;
  const saveData = connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '');
  if (saveData) return;
  const prefetch = () => {
    if (started) return;
    for (const href of scripts) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const idle = () => (window.requestIdleCallback ?? setTimeout)(prefetch, { timeout: 5000 });
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
})();
