import {
  type EpublishState,
  epublishCreatorRoles,
  epublishPublisherRoles,
  epublishStates,
} from '../../../common/api/epublish.ts';
import { epublishAwards, epublishCorrigenda, epublishTenders } from '../../db/schema/index.ts';
import { defineItemType, type TransitionRule } from '../../platform/workflow.ts';

const ownTender = 'epublish:validation.ownTender';
const notYours = 'epublish:validation.notYours';

/**
 * An ePublish tender as a workflow item (spec §4 "draft, saved and sent to publisher, then the
 * publisher chooses Modification Required, Found in Order, or Publish. A reverted item returns
 * to the creator, who resends"; §6 "Creators send tenders to publishers. Publishers approve,
 * publish, or send back."; docs/decisions/014, 023). Nobody decides on what they created
 * (four eyes, quality.md).
 */
/** The item tables of ePublish: tenders, corrigenda (and awards of contract) share the flow. */
type EpublishItemTable = typeof epublishTenders | typeof epublishCorrigenda | typeof epublishAwards;

function epublishWorkflow(
  name: string,
  table: EpublishItemTable,
  more: TransitionRule<EpublishState>[] = [],
) {
  return defineItemType<EpublishState>({
    name,
    table,
    columns: {
      id: table.id,
      state: table.state,
      version: table.version,
      creator: table.createdBy,
      updatedAt: table.updatedAt,
    },
    states: epublishStates,
    transitions: [
      // Send, and resend after "Modification Required": only the creator.
      {
        action: 'send',
        from: ['draft', 'returned'],
        to: 'sent',
        roles: epublishCreatorRoles,
        actor: 'creator',
        actorRefusal: notYours,
      },
      // "Modification Required": back to the creator with what to change.
      {
        action: 'return',
        from: ['sent', 'inOrder'],
        to: 'returned',
        roles: epublishPublisherRoles,
        remarks: 'required',
        actor: 'notCreator',
        actorRefusal: ownTender,
      },
      // "Found in Order": checked, to be published (by this or another publisher).
      {
        action: 'approve',
        from: ['sent'],
        to: 'inOrder',
        roles: epublishPublisherRoles,
        remarks: 'optional',
        actor: 'notCreator',
        actorRefusal: ownTender,
      },
      {
        action: 'publish',
        from: ['sent', 'inOrder'],
        to: 'published',
        roles: epublishPublisherRoles,
        remarks: 'optional',
        actor: 'notCreator',
        actorRefusal: ownTender,
      },
      // A draft or a returned item its creator no longer wants (§8 delete confirmation).
      {
        action: 'discard',
        from: ['draft', 'returned'],
        to: 'discarded',
        roles: epublishCreatorRoles,
        actor: 'creator',
        actorRefusal: notYours,
      },
      ...more,
    ],
  });
}

/**
 * A published tender goes on by itself (spec §4 "Tenders can also be cancelled or archived";
 * issue #11 items 2–4; docs/decisions/035). Both are internal steps: nobody asks for them on the
 * tender, they follow from something else, and no screen offers them.
 */
const publishedTenderSteps: TransitionRule<EpublishState>[] = [
  // A cancel corrigendum, when its publisher publishes it, cancels the tender in the same
  // transaction (act-on-corrigendum.ts): that publisher is the actor, so the publisher roles hold.
  {
    action: 'cancel',
    from: ['published'],
    to: 'cancelled',
    roles: epublishPublisherRoles,
    internal: true,
  },
  // "Archived after its award or closing": the award's publisher publishing it
  // (act-on-award.ts), or the portal when bid submission has ended (archive-closed.ts, the
  // system actor). No roles: the portal has none.
  { action: 'archive', from: ['published'], to: 'archived', internal: true },
];

export const epublishTenderWorkflow = epublishWorkflow(
  'epublish_tender',
  epublishTenders,
  publishedTenderSteps,
);

/** Spec §4: "Tender, corrigendum, AoC: draft, saved and sent to publisher …" — the same flow. */
export const epublishCorrigendumWorkflow = epublishWorkflow('epublish_corrigendum', epublishCorrigenda);

/** The award of contract follows it too. */
export const epublishAwardWorkflow = epublishWorkflow('epublish_award', epublishAwards);
