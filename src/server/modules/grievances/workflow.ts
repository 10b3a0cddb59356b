import { type GrievanceState, grievanceStates } from '../../../common/api/grievances.ts';
import { grievances } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

/** Who files: grievance users and bidders (spec §6; the `grievances` menu group). */
export const complainantRoles = ['grievance_user', 'bidder'] as const;
/**
 * Who handles: the portal admin and the nodal officers, the officers of an organisation chain
 * (spec §6 "Nodal officers create department users"; decision 041). Which chain is the
 * service's check (`rules.ts`).
 */
export const handlerRoles = ['portal_admin', 'nodal_officer'] as const;

/**
 * A grievance as a workflow item (spec §4 "Grievance: submitted, open, closed"; decision 041).
 * `reply` keeps the state: an officer's answer before closing is a step with its version,
 * audit row and mail. The officer who handles is never the complainant (four eyes).
 */
export const grievanceWorkflow = defineItemType<GrievanceState>({
  name: 'grievance',
  table: grievances,
  columns: {
    id: grievances.id,
    state: grievances.state,
    version: grievances.version,
    creator: grievances.createdBy,
    updatedAt: grievances.updatedAt,
  },
  states: grievanceStates,
  transitions: [
    {
      action: 'submit',
      from: ['draft'],
      to: 'submitted',
      roles: complainantRoles,
      actor: 'creator',
      actorRefusal: 'grievances:validation.notYours',
    },
    {
      action: 'open',
      from: ['submitted'],
      to: 'open',
      roles: handlerRoles,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'reply',
      from: ['open'],
      to: 'open',
      roles: handlerRoles,
      remarks: 'required',
      actor: 'notCreator',
    },
    {
      action: 'close',
      from: ['open'],
      to: 'closed',
      roles: handlerRoles,
      remarks: 'required',
      actor: 'notCreator',
    },
  ],
});
