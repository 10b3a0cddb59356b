import { type OrgChangeState, orgChangeStates } from '../../../common/organisation.ts';
import { orgUnitChanges } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

const notYours = 'validation.organisation.notYours';

/**
 * A proposed change to the organisation hierarchy as a workflow item (spec §4 "organisation
 * chain changes: send to approval, approve, reject back to creator, removed";
 * docs/decisions/012 and 014). Sending to approval creates the item in `pending`.
 * Who may act at all is the route's business (the level's master pages, spec §6); this says
 * which step exists from which state, and who among those users may take it.
 */
export const orgChangeWorkflow = defineItemType<OrgChangeState>({
  name: 'org_unit_change',
  table: orgUnitChanges,
  columns: {
    id: orgUnitChanges.id,
    state: orgUnitChanges.state,
    version: orgUnitChanges.version,
    creator: orgUnitChanges.proposedBy,
    updatedAt: orgUnitChanges.updatedAt,
  },
  states: orgChangeStates,
  transitions: [
    // Four eyes: another administrator than the proposer decides.
    {
      action: 'approve',
      from: ['pending'],
      to: 'approved',
      actor: 'notCreator',
      actorRefusal: 'validation.organisation.ownChange',
    },
    {
      action: 'reject',
      from: ['pending'],
      to: 'rejected',
      remarks: 'required',
      actor: 'notCreator',
      actorRefusal: 'validation.organisation.ownChange',
    },
    // "Reject back to creator": only the creator corrects and sends it again.
    { action: 'resend', from: ['rejected'], to: 'resent', actor: 'creator', actorRefusal: notYours },
    // Its creator withdraws a waiting proposal; any administrator discards a rejected one.
    { action: 'remove', from: ['pending'], to: 'removed', actor: 'creator', actorRefusal: notYours },
    { action: 'remove', from: ['rejected'], to: 'removed' },
  ],
});
