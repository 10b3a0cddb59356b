import {
  type AnnouncementState,
  announcementStates,
  type ContentState,
  contentStates,
} from '../../../common/api/content.ts';
import { announcements, contentDocuments } from '../../db/schema/index.ts';
import { defineItemType } from '../../platform/workflow.ts';

/** Spec §6: "Portal admin menus: … content entry and approval, announcements …". */
const admins = ['portal_admin'] as const;

/**
 * A content document as a workflow item (spec §4 "Content: approve, then publish or block";
 * issue #27 item 1 "four eyes, remarks where refused"; docs/decisions/043). The portal admin who
 * wrote it may neither approve nor publish it; blocking needs remarks and takes a published
 * document down as well.
 */
export const contentWorkflow = defineItemType<ContentState>({
  name: 'content_document',
  table: contentDocuments,
  columns: {
    id: contentDocuments.id,
    state: contentDocuments.state,
    version: contentDocuments.version,
    creator: contentDocuments.createdBy,
    updatedAt: contentDocuments.updatedAt,
  },
  states: contentStates,
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
      action: 'publish',
      from: ['approved'],
      to: 'published',
      roles: admins,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'block',
      from: ['pending', 'approved', 'published'],
      to: 'blocked',
      roles: admins,
      remarks: 'required',
      actor: 'notCreator',
    },
  ],
});

/**
 * An announcement (spec §3 Announcement; issue #27 item 2 "approval before display"): approved
 * by a second portal admin it shows inside its window; rejected or withdrawn with remarks.
 */
export const announcementWorkflow = defineItemType<AnnouncementState>({
  name: 'announcement',
  table: announcements,
  columns: {
    id: announcements.id,
    state: announcements.state,
    version: announcements.version,
    creator: announcements.createdBy,
    updatedAt: announcements.updatedAt,
  },
  states: announcementStates,
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
