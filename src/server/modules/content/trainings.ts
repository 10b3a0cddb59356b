import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PublicTraining,
  Training,
  TrainingAction,
  TrainingState,
  trainingCreateSchema,
} from '../../../common/api/content.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { trainings, users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { instantOf, personName } from '../../platform/rows.ts';
import { allowedActions, systemActor, transition } from '../../platform/workflow.ts';
import { activeRoleCodes, pageSize } from './queries.ts';
import type { Actor, Clock } from './service.ts';
import { trainingWorkflow } from './workflow.ts';

type Row = typeof trainings.$inferSelect;
type Joined = { row: Row; creatorFirst: string; creatorLast: string | null };

const columns = { row: trainings, creatorFirst: users.firstName, creatorLast: users.lastName };

function toTraining(j: Joined, actor: { userId: number; roles: RoleCode[] }): Training {
  const r = j.row;
  return {
    ...toPublic(r),
    version: r.version,
    remarks: r.remarks,
    createdBy: personName(j.creatorFirst, j.creatorLast),
    allowedActions: allowedActions<TrainingState, TrainingAction>(
      trainingWorkflow,
      { state: r.state, creator: r.createdBy },
      actor,
    ),
  };
}

const toPublic = (r: Row): PublicTraining => ({
  id: r.id,
  titleEn: r.titleEn,
  titleAs: r.titleAs,
  descriptionEn: r.descriptionEn,
  descriptionAs: r.descriptionAs,
  startsAt: instantOf(r.startsAt),
  endsAt: instantOf(r.endsAt),
  venue: r.venue,
  link: r.link,
  state: r.state,
  cancellationReason: r.cancellationReason,
  cancelledOn: r.cancelledOn,
});

/**
 * §4 "active" and "archived" by date (issue #27 item 3 "active while running, archived after"):
 * published trainings that have started become active, those that have ended archived, each a
 * declared internal step with the system actor, audited. Taken before trainings are read (as the
 * appeals' expiry is); a concurrent move of the same training is harmless (the loser finds it moved).
 */
export async function moveTrainingsByDate(db: Db, clock: Clock) {
  const now = clock();
  const due = await db
    .select({
      id: trainings.id,
      version: trainings.version,
      state: trainings.state,
      endsAt: trainings.endsAt,
    })
    .from(trainings)
    .where(
      sql`(${trainings.state} = 'published' and ${trainings.startsAt} <= ${now.toISOString()}::timestamptz)
        or (${trainings.state} = 'active' and ${trainings.endsAt} <= ${now.toISOString()}::timestamptz)`,
    );
  for (const t of due) {
    const action = new Date(t.endsAt).getTime() <= now.getTime() ? 'archive' : 'start';
    try {
      await transition(db, trainingWorkflow, {
        id: t.id,
        action,
        version: t.version,
        actor: systemActor,
        internal: true,
        audit: () => ({
          action: `training.${action === 'start' ? 'started' : 'archived'}`,
          entity: 'training',
          entityId: t.id,
          detail: { at: now.toISOString() },
        }),
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'INVALID_TRANSITION' && code !== 'CONFLICT') throw error;
    }
  }
}

/** trainingcreation "Save": to be published (§4), audited. */
export async function createTraining(db: Db, actor: Actor, body: z.output<typeof trainingCreateSchema>) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(trainings)
      .values({
        ...body,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        createdBy: actor.userId,
      })
      .returning({ id: trainings.id });
    await appendAudit(tx, {
      action: 'training.created',
      actorUserId: actor.userId,
      entity: 'training',
      entityId: row!.id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { startsAt: body.startsAt, endsAt: body.endsAt },
    });
    return row!.id;
  });
}

export async function trainingView(db: Db, clock: Clock, actor: Actor, id: number) {
  await moveTrainingsByDate(db, clock);
  const [found] = await db
    .select(columns)
    .from(trainings)
    .innerJoin(users, eq(users.id, trainings.createdBy))
    .where(eq(trainings.id, id));
  if (!found) throw new AppError('NOT_FOUND');
  return toTraining(found as Joined, {
    userId: actor.userId,
    roles: await activeRoleCodes(db, actor.userId),
  });
}

export async function trainingList(
  db: Db,
  clock: Clock,
  actor: Actor,
  query: { state?: TrainingState; page: number },
) {
  await moveTrainingsByDate(db, clock);
  const where: SQL | undefined = query.state ? eq(trainings.state, query.state) : undefined;
  const [rows, [count], roles] = await Promise.all([
    db
      .select(columns)
      .from(trainings)
      .innerJoin(users, eq(users.id, trainings.createdBy))
      .where(where)
      .orderBy(desc(trainings.startsAt), desc(trainings.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(trainings).where(where),
    activeRoleCodes(db, actor.userId),
  ]);
  return {
    items: (rows as Joined[]).map((r) => toTraining(r, { userId: actor.userId, roles })),
    total: count?.n ?? 0,
    pageSize,
  };
}

/**
 * trainingcontentapproval: publish; canceltraining: cancel with the reason (§4 "a reason and date
 * are required": the reason is the remarks, the date the IST day of cancelling).
 */
export async function decideTraining(
  db: Db,
  clock: Clock,
  actor: Actor,
  options: { id: number; action: TrainingAction; version: number; remarks?: string },
) {
  await moveTrainingsByDate(db, clock);
  const remarks = options.remarks?.trim() || null;
  await transition(db, trainingWorkflow, {
    id: options.id,
    action: options.action,
    version: options.version,
    actor,
    remarks,
    set:
      options.action === 'cancel'
        ? { cancellationReason: remarks, cancelledOn: istDay(clock()), remarks }
        : { remarks },
    audit: () => ({
      action: `training.${options.action === 'cancel' ? 'cancelled' : 'published'}`,
      entity: 'training',
      entityId: options.id,
    }),
    // Issue #27 item 3 "registered participants are told by mail if registrations exist": the
    // portal has no training registration (spec §2 names none), so there is no one to tell.
  });
}

/**
 * The public trainings page and the home block: published, running and cancelled trainings that
 * have not ended yet (by the server's clock), soonest first; a cancelled one shows its reason.
 */
export async function publicTrainings(db: Db, clock: Clock): Promise<{ items: PublicTraining[] }> {
  await moveTrainingsByDate(db, clock);
  const rows = await db
    .select()
    .from(trainings)
    .where(
      and(
        inArray(trainings.state, ['published', 'active', 'cancelled']),
        sql`${trainings.endsAt} > ${clock().toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(trainings.startsAt), asc(trainings.id))
    .limit(50);
  return { items: rows.map(toPublic) };
}
