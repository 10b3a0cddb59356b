import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { closeChange } from './close-change.ts';
import type { Actor } from './rules.ts';

/**
 * Spec §4 "removed": its creator withdraws a waiting proposal, or any master administrator
 * discards one rejected back; a new unit is then removed and its short code freed.
 */
export function removeChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  remarks: string | null;
  version: number;
  actor: Actor;
}) {
  return closeChange({ ...options, action: 'remove' });
}
