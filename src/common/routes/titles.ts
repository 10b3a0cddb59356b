import asBoot from '../i18n/as/boot.json' with { type: 'json' };
import asPortal from '../i18n/as/portal.json' with { type: 'json' };
import asTitles from '../i18n/as/routes.json' with { type: 'json' };
import enBoot from '../i18n/en/boot.json' with { type: 'json' };
import enPortal from '../i18n/en/portal.json' with { type: 'json' };
import enTitles from '../i18n/en/routes.json' with { type: 'json' };
import type { Lang } from '../i18n/languages.ts';
import type { RouteId } from './index.ts';

/**
 * Route titles and the portal's name for code that cannot load catalogues lazily: the
 * server's index.html titles and tests. The browser reads the same files through i18next.
 */
const titles: Record<Lang, Record<string, string>> = { en: enTitles, as: asTitles };
const portalNames: Record<Lang, string> = { en: enPortal.name, as: asPortal.name };
/** Sentences only the server writes (public/boot.js's notice): not in the browser's catalogues. */
const bootTexts: Record<Lang, typeof enBoot> = { en: enBoot, as: asBoot };

/** The route's title in a language (spec §2: each route has a title). */
export function routeTitle(id: RouteId, lang: Lang): string {
  return titles[lang][id] ?? titles.en[id] ?? id;
}

/** The portal's name in a language, for page titles (spec §2). */
export function portalName(lang: Lang): string {
  return portalNames[lang];
}

/** A sentence of the portal catalogue the server writes into a page itself (boot.js's notice). */
export function portalText(key: 'tapLost', lang: Lang): string {
  return bootTexts[lang][key];
}
