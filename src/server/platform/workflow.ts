import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AllowedAction } from '../../common/api/workflow.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { Db } from '../db/client.ts';
import { roles, userRoles } from '../db/schema/index.ts';
import { appendAudit } from './audit.ts';
import { AppError } from './errors.ts';
import { enqueueMessage } from './outbox.ts';

/**
 * The workflow kit (docs/decisions/014). An item type declares its states and transitions;
 * `transition()` is the only way an item changes state. In one transaction it locks the row,
 * checks the transition is allowed from the current state, the version the client saw, the
 * actor's role, the remarks and the four-eyes rule, moves the state (version + 1), runs the
 * item's own effects, writes the audit row and any outbox message (quality.md: every state
 * change and its audit row commit together; concurrent actions: one wins, the other gets 409).
 */

/** Who may take a transition, relative to the item's creator (spec §4 business flows). */
export type ActorRule =
  /** anyone the route and the roles let in */
  | 'anyone'
  /** four eyes: never the creator (maker–checker, quality.md "Workflows") */
  | 'notCreator'
  /** the creator only (withdraw, resend after "modification required") */
  | 'creator';

export interface TransitionRule<S extends string> {
  action: string;
  from: readonly S[];
  to: S;
  /** Roles allowed to take it; absent means the route's access declaration decides alone. */
  roles?: readonly RoleCode[];
  remarks?: 'required' | 'optional';
  actor?: ActorRule;
  /** Message key of the refusal when the actor rule fails (a translated, item-specific text). */
  actorRefusal?: string;
  /**
   * Taken by the portal's own code, never asked for by a person: a step that follows another
   * item's step (a cancel corrigendum published cancels its tender; a published award archives
   * it) or that the portal takes alone (archive on closing, with the system actor). Never among
   * the actions offered to a person; `transition()` takes it only when called with `internal`.
   */
  internal?: true;
}

export interface ItemType<S extends string> {
  /** Stable name, used in audit detail and decision records: `org_unit_change`, `tender`. */
  name: string;
  table: PgTable;
  columns: { id: PgColumn; state: PgColumn; version: PgColumn; creator: PgColumn; updatedAt?: PgColumn };
  states: readonly S[];
  transitions: readonly TransitionRule<S>[];
}

/** Checks a declaration once, when its module loads: a typo in a state fails at start, not in use. */
export function defineItemType<S extends string>(type: ItemType<S>): ItemType<S> {
  for (const column of Object.values(type.columns)) keyOf(type.table, column);
  const seen = new Set<string>();
  for (const t of type.transitions) {
    for (const state of [...t.from, t.to])
      if (!type.states.includes(state))
        throw new Error(`${type.name}: transition ${t.action} names unknown state ${state}`);
    for (const from of t.from) {
      const key = `${t.action}:${from}`;
      if (seen.has(key)) throw new Error(`${type.name}: two rules for ${t.action} from ${from}`);
      seen.add(key);
    }
  }
  return type;
}

export interface WorkflowActor {
  userId: number;
  ip: string;
  requestId: string;
}

/**
 * The portal itself, where no person acts (archive on closing: a timer, not a user). Audited
 * with no user; only `internal` steps without roles accept it.
 */
export const systemActor = { system: true } as const;
export type StepActor = WorkflowActor | typeof systemActor;

const isSystem = (actor: StepActor): actor is typeof systemActor => 'system' in actor;

/** The table's property name of a column (what Drizzle's `set()` takes). */
function keyOf(table: PgTable, column: PgColumn): string {
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
  if (!key) throw new Error(`column ${column.name} is not a column of its item table`);
  return key;
}

/** The item as locked for the transition. */
export interface LockedItem<S extends string> {
  id: number;
  state: S;
  version: number;
  creator: number | null;
}

type Refusal = 'invalidTransition' | 'stale' | 'role' | 'fourEyes' | 'creatorOnly' | 'remarks';

/** Message keys of the refusals; each is translated in both web catalogues (common.json). */
export const workflowMessages: Record<Refusal, string> = {
  invalidTransition: 'validation.workflow.invalidTransition',
  stale: 'validation.workflow.stale',
  role: 'validation.workflow.role',
  fourEyes: 'validation.workflow.fourEyes',
  creatorOnly: 'validation.workflow.creatorOnly',
  remarks: 'validation.remarks.required',
};

const refuse = (code: 'INVALID_TRANSITION' | 'CONFLICT' | 'FORBIDDEN', message: string) =>
  new AppError(code, undefined, { errors: [{ path: '', message }] });

/** The rule for this action from this state, or undefined when the step does not exist. */
export function ruleFor<S extends string>(type: ItemType<S>, action: string, from: S) {
  return type.transitions.find((t) => t.action === action && t.from.includes(from));
}

/**
 * The actions a person could take on an item now, each with whether it needs remarks, in the
 * declaration's order: the one shape every item's DTO carries (`allowedActionSchema`), so a
 * screen offers exactly what `transition()` accepts and asks for remarks where it would refuse
 * them blank. Internal steps (cancel, archive) are never offered.
 */
export function allowedActions<S extends string, A extends string = string>(
  type: ItemType<S>,
  item: { state: S; creator: number | null },
  actor: { userId: number; roles?: readonly RoleCode[] },
): AllowedAction<A>[] {
  return type.transitions
    .filter((t) => !t.internal && t.from.includes(item.state))
    .filter((t) => !t.roles || (actor.roles ?? []).some((r) => t.roles!.includes(r)))
    .filter((t) => actorMay(t.actor, item.creator, actor.userId))
    .map((t) => ({ action: t.action as A, remarksRequired: t.remarks === 'required' }));
}

function actorMay(rule: ActorRule | undefined, creator: number | null, userId: number | null) {
  if (rule === 'notCreator') return creator !== userId;
  if (rule === 'creator') return creator === userId;
  return true;
}

/** The codes of a user's active roles (the workflow's actor check; the modules' scopes read it too). */
export async function activeRoleCodes(tx: Db, userId: number): Promise<RoleCode[]> {
  const rows = await tx
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1)));
  return rows.map((r) => r.code as RoleCode);
}

export interface TransitionOptions<S extends string, R> {
  id: number;
  action: string;
  /** The version the actor saw (optimistic lock). */
  version: number;
  /** A person, or `systemActor` for the portal's own steps. */
  actor: StepActor;
  /** The caller is the portal's own code (an effect of another step, a timer): may take `internal` steps. */
  internal?: boolean;
  /**
   * `db` is a transaction already open: take the step inside it (its commit or rollback is the
   * caller's), so that a corrigendum that cancels its tender is one transaction.
   */
  join?: boolean;
  remarks?: string | null;
  /** More columns of the item row to set with the state (who decided, when, remarks …). */
  set?: Record<string, unknown>;
  /**
   * The item type's own effects, in the same transaction after the state moved (apply the
   * approved values, open the next proposal …). Throwing rolls everything back.
   */
  effects?: (tx: Db, item: LockedItem<S>) => Promise<R>;
  /** The audit row: action, entity and detail; the transition itself is added to the detail. */
  audit: (
    item: LockedItem<S>,
    result: R,
  ) => {
    action: string;
    entity: string;
    entityId: number | string;
    detail?: Record<string, unknown>;
  };
  /** Messages to send when (and only if) the transition commits. */
  outbox?: (
    item: LockedItem<S>,
    result: R,
  ) => { channel: 'email' | 'sms'; recipient: string; subject?: string; body: string; purpose: string }[];
}

/**
 * Moves one item along one transition, or refuses with nothing written:
 * - no such step from the current state → 409 INVALID_TRANSITION;
 * - another version than the actor saw → 409 CONFLICT;
 * - a role the step does not allow → 403; the creator on a four-eyes step, or another user on a
 *   creator-only step → 403 with the step's message;
 * - remarks required and blank → 400 `validation.remarks.required`.
 */
export async function transition<S extends string, R = undefined>(
  db: Db,
  type: ItemType<S>,
  options: TransitionOptions<S, R>,
): Promise<{ from: S; to: S; version: number; result: R }> {
  const { columns } = type;
  const person = isSystem(options.actor) ? null : options.actor;
  const step = async (tx: Db) => {
    // Lock the row first: a concurrent transition waits here, then sees the new state and version.
    const [row] = (await tx
      .select({ id: columns.id, state: columns.state, version: columns.version, creator: columns.creator })
      .from(type.table)
      .where(eq(columns.id, options.id))
      .for('update')) as { id: number; state: S; version: number; creator: number | null }[];
    if (!row) throw new AppError('NOT_FOUND');
    const item: LockedItem<S> = { id: row.id, state: row.state, version: row.version, creator: row.creator };

    const rule = ruleFor(type, options.action, item.state);
    // An internal step is no step at all to a person's request.
    if (!rule || (rule.internal && !options.internal))
      throw refuse('INVALID_TRANSITION', workflowMessages.invalidTransition);
    if (item.version !== options.version) throw refuse('CONFLICT', workflowMessages.stale);
    if (!person && !rule.internal) throw refuse('FORBIDDEN', workflowMessages.role);
    if (rule.roles) {
      const held = person ? await activeRoleCodes(tx, person.userId) : [];
      if (!held.some((r) => rule.roles!.includes(r))) throw refuse('FORBIDDEN', workflowMessages.role);
    }
    if (!actorMay(rule.actor, item.creator, person?.userId ?? null))
      throw refuse(
        'FORBIDDEN',
        rule.actorRefusal ??
          (rule.actor === 'creator' ? workflowMessages.creatorOnly : workflowMessages.fourEyes),
      );
    const remarks = options.remarks?.trim() || null;
    if (rule.remarks === 'required' && !remarks)
      throw new AppError('VALIDATION_FAILED', undefined, {
        errors: [{ path: 'body.remarks', message: workflowMessages.remarks }],
      });

    const moved = await tx
      .update(type.table)
      .set({
        ...options.set,
        [keyOf(type.table, columns.state)]: rule.to,
        [keyOf(type.table, columns.version)]: sql`${columns.version} + 1`,
        ...(columns.updatedAt ? { [keyOf(type.table, columns.updatedAt)]: sql`now()` } : {}),
      } as never)
      .where(and(eq(columns.id, item.id), eq(columns.version, item.version)))
      .returning({ version: columns.version });
    // Cannot happen under the row lock; fail closed if it ever does.
    if (moved.length !== 1) throw refuse('CONFLICT', workflowMessages.stale);

    const result = (options.effects ? await options.effects(tx, item) : undefined) as R;
    const entry = options.audit(item, result);
    await appendAudit(tx, {
      action: entry.action,
      actorUserId: person?.userId ?? null,
      entity: entry.entity,
      entityId: entry.entityId,
      ip: person?.ip ?? null,
      requestId: person?.requestId ?? null,
      detail: {
        ...entry.detail,
        transition: {
          itemType: type.name,
          itemId: item.id,
          action: rule.action,
          from: item.state,
          to: rule.to,
        },
      },
    });
    for (const message of options.outbox?.(item, result) ?? []) await enqueueMessage(tx, message);
    return { from: item.state, to: rule.to, version: (moved[0] as { version: number }).version, result };
  };
  if (options.join) return step(db);
  return db.transaction((t) => step(t as unknown as Db));
}
