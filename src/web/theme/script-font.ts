import type { Lang } from '../../common/i18n/languages.ts';

let requested = false;

/**
 * Issue #14 item 7: devices without a Bengali-script font (the test browser among them) showed
 * every Assamese word as empty boxes. The portal's own font is fetched the first time an
 * Assamese page renders, never on English pages, so their first load stays as it was.
 */
export function loadScriptFont(lang: Lang): void {
  if (lang !== 'as' || requested) return;
  requested = true;
  void import('./bengali-font.css');
}
