import { useParams } from 'react-router';
import { defaultPrefix, isUrlPrefix, langFromPrefix, type UrlPrefix } from '../../common/i18n/languages.ts';
import { menuPathTo, pathTo, type RouteId } from '../../common/routes/index.ts';

/** The current URL prefix (en or asm) and a typed link builder for it. */
export function usePrefix() {
  const { lang } = useParams();
  const prefix: UrlPrefix = isUrlPrefix(lang) ? lang : defaultPrefix;
  return {
    prefix,
    lang: langFromPrefix(prefix),
    to: (id: RouteId, params?: Record<string, string | number>) => pathTo(prefix, id, params),
    /** A page's link as a menu offers it (its catalogue `menuParams`); undefined when it has none. */
    toMenu: (id: RouteId) => menuPathTo(prefix, id),
  };
}
