import { z } from 'zod';
import { langs } from './languages.ts';

/**
 * The `lang` query parameter of every export endpoint: the language of the page that asked (the
 * web's ExportButton adds it); English when absent, as the portal's default. Apart from the
 * catalogue (src/common/i18n/exports.ts), so the request schemas the browser shares do not
 * carry the catalogue into its pages.
 */
export const exportLangQuerySchema = z.object({
  lang: z.enum(langs).default('en').describe('The language of the column headings: en or as'),
});
