/**
 * Spec §1/§9: English (default) and Assamese. The URL prefix is `en` or `asm` (the spec's
 * routes); the language tag in `<html lang>` and the catalogues is BCP 47 (`en`, `as`).
 */
export const langs = ['en', 'as'] as const;
export type Lang = (typeof langs)[number];

export const urlPrefixes = ['en', 'asm'] as const;
export type UrlPrefix = (typeof urlPrefixes)[number];

export const defaultPrefix: UrlPrefix = 'en';

export function langFromPrefix(prefix: UrlPrefix): Lang {
  return prefix === 'asm' ? 'as' : 'en';
}

export function prefixFromLang(lang: Lang): UrlPrefix {
  return lang === 'as' ? 'asm' : 'en';
}

export function isUrlPrefix(value: string | undefined): value is UrlPrefix {
  return value !== undefined && (urlPrefixes as readonly string[]).includes(value);
}
