import { type AppealState, appealStates } from '../../../common/api/appeals.ts';
import { appeals } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

const authorities = ['appellate_authority_1', 'appellate_authority_2'] as const;

/**
 * An appeal as a workflow item (spec §4 "Appeal: draft, active, then accept to proceed
 * (approved), reject to close (rejected), or dispose. There are also lists for expired
 * appeals"; docs/decisions/014, 040). Which authority (level I or II, the tender's chain) is the
 * service's check (`rules.ts`); the roles here keep the appellant and the authorities apart.
 * `hearing` keeps the state: scheduling is a step with its version, audit row and notices.
 * `expire` is the §9 expiry timer: taken when the authority's thirty days ran out undecided.
 */
export const appealWorkflow = defineItemType<AppealState>({
  name: 'appeal',
  table: appeals,
  columns: {
    id: appeals.id,
    state: appeals.state,
    version: appeals.version,
    creator: appeals.createdBy,
    updatedAt: appeals.updatedAt,
  },
  states: appealStates,
  transitions: [
    {
      action: 'submit',
      from: ['draft'],
      to: 'active',
      roles: ['appeal_user'],
      actor: 'creator',
      actorRefusal: 'appeals:validation.notYours',
    },
    {
      action: 'approve',
      from: ['active'],
      to: 'approved',
      roles: authorities,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'reject',
      from: ['active'],
      to: 'rejected',
      roles: authorities,
      remarks: 'required',
      actor: 'notCreator',
    },
    {
      action: 'hearing',
      from: ['approved'],
      to: 'approved',
      roles: authorities,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'dispose',
      from: ['approved'],
      to: 'disposed',
      roles: authorities,
      remarks: 'required',
      actor: 'notCreator',
    },
    { action: 'expire', from: ['active', 'approved'], to: 'expired' },
  ],
});
