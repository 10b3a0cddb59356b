import { eq } from 'drizzle-orm';
import { type NoticeEvent, type NoticeKind, noticeText } from '../../../common/i18n/notices.ts';
import { menuPathTo, pathTo, type RouteId } from '../../../common/routes/index.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { chainMemberEmails } from '../../platform/org-scope.ts';
import { personName } from '../../platform/rows.ts';

/** What a notice is about: the item, its unit and creator, and the words that name it. */
export interface NoticeSubject {
  kind: NoticeKind;
  orgUnitId: number;
  creatorId: number;
  reference: string;
  title: string;
  /** A cancel corrigendum: its publishing cancels the tender. */
  cancel?: boolean;
}

/**
 * The notice of a tender's corrigendum or award: named by its tender (reference and title). No
 * origin (the demo loader, tests of the service): nobody is told.
 */
export function childNotice(
  origin: string | undefined,
  item: { orgUnitId: number; createdBy: number },
  tender: { tenderReferenceNumber: string | null; tenderTitle: string | null } | null,
  kind: 'corrigendum' | 'award',
  cancel = false,
): NoticeContext | undefined {
  if (!origin || !tender) return undefined;
  return {
    origin,
    subject: {
      kind,
      orgUnitId: item.orgUnitId,
      creatorId: item.createdBy,
      reference: tender.tenderReferenceNumber ?? '',
      title: tender.tenderTitle ?? '',
      cancel,
    },
  };
}

export interface NoticeContext {
  /** The portal's public origin (PUBLIC_BASE_URL): mails carry whole addresses. */
  origin: string;
  subject: NoticeSubject;
}

type OutboxMail = { channel: 'email'; recipient: string; subject: string; body: string; purpose: string };

/** Spec §6: who publishes an item of a unit. */
const publisherRoles = ['publisher', 'po_publisher'] as const;

/** The publisher's queue of each kind, and the creator's list of each kind (spec §2). */
const queueOf: Record<NoticeKind, RouteId> = {
  tender: 'directpurchasestatusappruval',
  corrigendum: 'directpurchasecorrigendumstatusappruval',
  award: 'aoclisttopublish',
};
const listOf: Record<NoticeKind, RouteId> = {
  tender: 'tenderlist',
  corrigendum: 'corrigendumlists',
  award: 'aoclist',
};

const eventOf = (action: string, subject: NoticeSubject): NoticeEvent | undefined => {
  if (action === 'send') return 'send';
  if (action === 'return') return 'return';
  if (action === 'publish') return subject.cancel ? 'cancel' : 'publish';
  return undefined;
};

/**
 * Issue #24 item 7: each step tells the other party, by e-mail through the outbox, committed with
 * the step. Send tells the publishers of the item's chain (never the sender); Modification
 * Required, publishing and a cancellation tell the item's creator. Recipients are read before the
 * step; the message is made once the step has run, so a publication names its public page.
 * Undefined when the step tells nobody (approve, discard) or nobody has an address.
 */
export async function prepareNotice(
  db: Db,
  context: NoticeContext,
  step: { action: string; actorId: number; remarks?: string },
): Promise<((publicUid: string | null) => OutboxMail[]) | undefined> {
  const { subject, origin } = context;
  const event = eventOf(step.action, subject);
  if (!event) return undefined;
  const nameOf = async (id: number) => {
    const [u] = await db
      .select({ first: users.firstName, last: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return u;
  };
  const actor = await nameOf(step.actorId);
  let recipients: string[];
  if (event === 'send')
    recipients = (await chainMemberEmails(db, subject.orgUnitId, publisherRoles)).filter(
      (e) => e !== actor?.email,
    );
  else {
    const creator = await nameOf(subject.creatorId);
    recipients = creator?.email && subject.creatorId !== step.actorId ? [creator.email] : [];
  }
  if (recipients.length === 0) return undefined;
  return (publicUid) => {
    const link = (prefix: 'en' | 'asm') => {
      const path =
        event === 'send'
          ? menuPathTo(prefix, queueOf[subject.kind])
          : event === 'return' || !publicUid
            ? menuPathTo(prefix, listOf[subject.kind])
            : `${pathTo(prefix, 'DirectPurchasefullview')}?id=${encodeURIComponent(publicUid)}`;
      return `${origin}${path ?? `/${prefix}`}`;
    };
    const text = noticeText(event, subject.kind, {
      actor: actor ? personName(actor.first, actor.last) : '',
      reference: subject.reference,
      title: subject.title,
      remarks: step.remarks,
      link: { en: link('en'), as: link('asm') },
    });
    return recipients.map((recipient) => ({
      channel: 'email' as const,
      recipient,
      subject: text.subject,
      body: text.body,
      purpose: `epublish.${subject.kind}.${event}`,
    }));
  };
}
