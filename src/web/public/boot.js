/*
 * Starts the app of a server-rendered page after its first paint (docs/decisions/030, issue #13):
 * the page is already readable, so its ~200 KiB of scripts should not share a slow phone link
 * with the HTML and the style sheet before the first paint. A classic deferred script (the CSP
 * allows no inline script); the server names the entry and its preloads in data attributes.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.dataset.entry;
  const preload = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preload) {
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
  requestAnimationFrame(() => setTimeout(start, 0));
})();
