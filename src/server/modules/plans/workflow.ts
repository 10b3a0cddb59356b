import { type PlanState, planApproverRoles, planEntryRoles, planStates } from '../../../common/api/plans.ts';
import { procurementPlans } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

/**
 * An annual procurement plan as a workflow item (issue #27 item 5 "entered by its users,
 * approved, then public"; spec §2 annualprocurementplanapproval; docs/decisions/052): the plan
 * users of the unit's chain send it; a publisher of the chain approves it (public from then on)
 * or returns it with remarks, and never the person who wrote it (four eyes). Object scope (the
 * unit's chain) is the service's check before the step.
 */
export const planWorkflow = defineItemType<PlanState>({
  name: 'procurement_plan',
  table: procurementPlans,
  columns: {
    id: procurementPlans.id,
    state: procurementPlans.state,
    version: procurementPlans.version,
    creator: procurementPlans.createdBy,
    updatedAt: procurementPlans.updatedAt,
  },
  states: planStates,
  transitions: [
    { action: 'send', from: ['draft', 'returned'], to: 'sent', roles: planEntryRoles },
    {
      action: 'approve',
      from: ['sent'],
      to: 'approved',
      roles: planApproverRoles,
      remarks: 'optional',
      actor: 'notCreator',
      actorRefusal: 'plans:validation.ownPlan',
    },
    {
      action: 'return',
      from: ['sent'],
      to: 'returned',
      roles: planApproverRoles,
      remarks: 'required',
      actor: 'notCreator',
      actorRefusal: 'plans:validation.ownPlan',
    },
  ],
});
