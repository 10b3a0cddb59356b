import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../common/i18n/languages.ts';

/**
 * Message catalogues, one JSON file per namespace and language (i18n/en, i18n/as here;
 * src/common/i18n for what the server shares: route titles and the portal's name). Only the
 * current language's namespaces are fetched, as separate chunks.
 */
const bundles: Record<string, () => Promise<unknown>> = {
  ...import.meta.glob('./*/*.json'),
  ...import.meta.glob('../../common/i18n/*/*.json'),
};

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader =
      bundles[`./${language}/${namespace}.json`] ??
      bundles[`../../common/i18n/${language}/${namespace}.json`];
    if (!loader) {
      callback(new Error(`no catalogue ${language}/${namespace}`), null);
      return;
    }
    loader().then(
      (mod) => callback(null, (mod as { default: Record<string, unknown> }).default),
      (err: Error) => callback(err, null),
    );
  },
};

export const defaultNamespaces = ['common', 'routes', 'portal'];

export async function initI18n(lang: Lang) {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(lang);
    return i18next;
  }
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Assamese has every English key (catalogues.test.ts), so an Assamese page does not
      // download the English catalogues as a fallback (issue #13: half the catalogue bytes).
      fallbackLng: (code) => (code === 'as' ? [] : ['en']),
      supportedLngs: ['en', 'as'],
      ns: defaultNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
