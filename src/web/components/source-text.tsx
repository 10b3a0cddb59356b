import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Bengali-script letters (Assamese and Bengali share the block U+0980–U+09FF). */
const bengaliScript = /[\u0980-\u09ff]/;

/**
 * Text as its source portal published it (titles, organisations, places, district names):
 * the portal does not translate it, and the sources publish it in English. On an Assamese page
 * it is marked `lang="en"` (WCAG 2.1 SC 3.1.2 Language of Parts; issue #14 item 7: reference
 * names without an official Assamese form are "clearly marked"), so a screen reader reads it in
 * English and the browser picks the right font and hyphenation. Text that is already in the
 * Bengali script (an ePublish tender written in Assamese) is left as the page's language.
 */
export function SourceText({ text, children }: { text: string | null | undefined; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const shown = children ?? text;
  if (i18n.language !== 'as' || !text || bengaliScript.test(text)) return <>{shown}</>;
  return <span lang="en">{shown}</span>;
}
