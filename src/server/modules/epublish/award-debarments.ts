import type { EpublishAwardValues } from '../../../common/api/epublish-awards.ts';
import type { Db } from '../../db/client.ts';
import { debarmentsOn } from '../bidders/index.ts';

/**
 * The debarments (bidder registers, issue #28 item 4) of the award's bidder or company that hold
 * on its contract date, asked of the bidders module through its entry (decision 036).
 */
export async function awardDebarments(db: Db, values: EpublishAwardValues) {
  if (!values.contractDate) return [];
  return debarmentsOn(db, [values.bidderName, values.companyName], values.contractDate);
}
