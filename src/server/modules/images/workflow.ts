import { type ImageState, imageStates } from '../../../common/api/images.ts';
import { images } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

/** Spec §6: "Portal admin menus: … photo gallery …". */
const admins = ['portal_admin'] as const;

/**
 * An image as a workflow item (issue #27 item 4 "approval before display like the other
 * content"; docs/decisions/054): a second portal admin approves it (four eyes), then it shows
 * inside its validity window; rejected, or withdrawn once shown, with remarks.
 */
export const imageWorkflow = defineItemType<ImageState>({
  name: 'image',
  table: images,
  columns: {
    id: images.id,
    state: images.state,
    version: images.version,
    creator: images.createdBy,
    updatedAt: images.updatedAt,
  },
  states: imageStates,
  transitions: [
    {
      action: 'approve',
      from: ['pending'],
      to: 'approved',
      roles: admins,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'reject',
      from: ['pending'],
      to: 'rejected',
      roles: admins,
      remarks: 'required',
      actor: 'notCreator',
    },
    { action: 'withdraw', from: ['approved'], to: 'withdrawn', roles: admins, remarks: 'required' },
  ],
});
