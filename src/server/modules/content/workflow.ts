import {
  type AnnouncementState,
  announcementStates,
  type ContentState,
  contentStates,
  type TrainingState,
  trainingStates,
} from '../../../common/api/content.ts';
import { announcements, contentDocuments, trainings } from '../../db/schema/index.ts';
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

/**
 * A training (spec §4 "Training: to be published, published, active, archived, cancelled (a
 * reason and date are required)"; issue #27 item 3). A second portal admin publishes it; the
 * portal moves it to active when it starts and archived when it ends (internal steps on the
 * server's clock, `moveTrainingsByDate`); cancelling needs the reason (the remarks) and records
 * the day.
 */
export const trainingWorkflow = defineItemType<TrainingState>({
  name: 'training',
  table: trainings,
  columns: {
    id: trainings.id,
    state: trainings.state,
    version: trainings.version,
    creator: trainings.createdBy,
    updatedAt: trainings.updatedAt,
  },
  states: trainingStates,
  transitions: [
    {
      action: 'publish',
      from: ['toBePublished'],
      to: 'published',
      roles: admins,
      remarks: 'optional',
      actor: 'notCreator',
    },
    {
      action: 'cancel',
      from: ['toBePublished', 'published', 'active'],
      to: 'cancelled',
      roles: admins,
      remarks: 'required',
    },
    { action: 'start', from: ['published'], to: 'active', internal: true },
    { action: 'archive', from: ['published', 'active'], to: 'archived', internal: true },
  ],
});
