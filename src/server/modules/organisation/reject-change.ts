import type { OrgLevel } from '../../../common/organisation.ts';
import type { Db } from '../../db/client.ts';
import { closeChange } from './close-change.ts';
import type { Actor } from './rules.ts';

/** Spec §4 "reject back to creator", with remarks (four eyes); a new unit stays out of use. */
export function rejectChange(options: {
  db: Db;
  level: OrgLevel;
  changeId: number;
  remarks: string;
  version: number;
  actor: Actor;
}) {
  return closeChange({ ...options, action: 'reject' });
}
