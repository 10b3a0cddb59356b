import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useParams } from 'react-router';
import { constants } from '../../common/constants.ts';
import { defaultPrefix, isUrlPrefix, langFromPrefix } from '../../common/i18n/languages.ts';
import { pageTitle } from '../../common/routes/index.ts';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { writeCookie } from '../lib/cookies.ts';
import { loadScriptFont } from '../theme/script-font.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * The idle timer's warning (a dialog) is loaded after the first screen: its minutes-long
 * timers need nothing from the first paint (issue #13).
 */
const SessionTimer = lazy(async () => ({ default: (await import('./session-timer.tsx')).SessionTimer }));

/**
 * Everything under /:lang. Sets the language from the URL prefix (spec §1: en or asm),
 * `<html lang>` (en or as), remembers the choice for `/`, and titles every page as
 * "route title | portal name" (spec §2).
 */
export function LangRoot() {
  const { lang: prefixParam } = useParams();
  const prefix = isUrlPrefix(prefixParam) ? prefixParam : defaultPrefix;
  const lang = langFromPrefix(prefix);
  // The i18next instance of the context: the server renders each page with its own
  // (entry-server.tsx: two languages at once must not share one), the browser has one.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const [ready, setReady] = useState(i18n.language === lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    loadScriptFont(lang);
    writeCookie('spp_lang', prefix, constants.preferenceCookieMaxAgeSeconds);
    if (i18n.language !== lang) {
      setReady(false);
      i18n.changeLanguage(lang).then(() => setReady(true));
    } else {
      setReady(true);
    }
  }, [lang, prefix, i18n]);

  if (!ready) return <LoadingOverlay forced />;
  return (
    <ConfirmProvider>
      <TitleSetter />
      <Suspense fallback={null}>
        <SessionTimer />
      </Suspense>
      <LoadingOverlay />
      <Suspense fallback={<LoadingOverlay forced />}>
        <Interactive />
        {isUrlPrefix(prefixParam) ? <Outlet /> : <UnknownPrefix />}
      </Suspense>
    </ConfirmProvider>
  );
}

/**
 * Marks `<html data-interactive>` once the page's part of the tree is live: a server-rendered
 * page (docs/decisions/030) is visible before its script runs, and the browser tests wait for
 * this before they click (tests/e2e/browser.ts waitForPage).
 */
function Interactive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

function TitleSetter() {
  const { t } = useTranslation(['routes', 'portal']);
  const matches = useMatches();
  const { lang } = useParams();
  const routeId = isUrlPrefix(lang)
    ? (
        [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.routeId)?.handle as
          | RouteHandle
          | undefined
      )?.routeId
    : 'notfound';
  useEffect(() => {
    if (routeId) document.title = pageTitle(t(`routes:${routeId}`), t('portal:name'));
  }, [routeId, t]);
  return null;
}

/** A path whose first segment is neither en nor asm: the not-found page, in English. */
function UnknownPrefix(): ReactNode {
  return <PublicLayout content={<NotFoundPage />} />;
}
