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
 *   bar at the top of the screen says so) and happens once the page is live; text typed in a
 *   field is handed to the app as if typed after. Links within the portal and downloads go at
 *   once.
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
  /** @type {Element[]} */
  const clicks = [];
  /** Each field typed in, with what it held then (the app may reset it as it starts). */
  const typed = new Map();
  const needsApp =
    'button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[aria-haspopup], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], [role="combobox"]';
  // The page shows it is on its way (theme/global.css); nothing is written into the markup the
  // app is about to take over.
  const waiting = () => {
    start();
    html.setAttribute('data-starting', 'waiting');
  };
  const onClick = (event) => {
    if (live() || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    // A link within the portal loads its server-rendered page; one that leaves the portal waits
    // for the app, which tells the visitor first (components/external-link.tsx).
    if (link && (link.origin === location.origin || link.hasAttribute('download'))) return;
    let target = link ?? event.target.closest(needsApp);
    // A label stands for its check box or radio button; one of a text field just focuses it.
    if (target instanceof HTMLLabelElement) {
      if (!target.control?.matches(needsApp)) return;
      target = target.control;
    }
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (!clicks.includes(target)) clicks.push(target);
    waiting();
  };
  const onSubmit = (event) => {
    if (live() || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!clicks.includes(event.target)) clicks.push(event.target);
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
      typed.set(field, field.value);
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
    // The app's fields hold the values the server rendered; give them what was typed, through
    // the field's own value setter and an input event, as a keyboard would (React reads it).
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
      // The app notices a change only against the value it last saw: let it see another first.
      field.value = field.value !== value ? field.value : value === '' ? ' ' : '';
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Then the clicks, in order, each in a task of its own: the app applies what the one before
    // changed (the typed values included) before the next reads it.
    const next = () => {
      const target = clicks.shift();
      if (!target) return;
      if (target.isConnected) {
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else if (target instanceof HTMLElement) target.click();
      }
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
