import type { SiteFacts } from '../../../common/api/site.ts';
import type { Config } from '../../config.ts';

/**
 * What the operator configured for the public pages (issue #14 item 8, README
 * FOOTER_CERTIFICATION): the footer's certification text, null when none (spec §2 footer).
 */
export function siteFacts(config: Config): SiteFacts {
  return { certification: config.footerCertification };
}

/** The facts change only with a restart, so a browser may keep them for an hour. */
export const siteFactsMaxAgeSeconds = 3600;
