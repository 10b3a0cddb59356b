import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EpublishState, epublishStates, epublishValuesSchema } from '../../../common/api/epublish.ts';
import { auditLog, epublishTenders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type StepActor, systemActor, transition } from '../../platform/workflow.ts';
import { epublishWorld, type Who } from '../../test/epublish-fixtures.ts';
import { epublishTenderWorkflow } from './workflow.ts';

/**
 * Every workflow step of an ePublish tender from every state, by every kind of actor (issue #11
 * "API tests … prove every allowed transition and refuse every other one, by role and by
 * chain"). The expected answers are written out here by hand from spec §4 and §6 — not derived
 * from the workflow declaration — so a change to the declaration that breaks a rule fails here:
 * - a draft never sent is its creator's alone; outside the chain nothing exists (404);
 * - a step that does not exist from a state: 409;
 * - a step of the other role: 403; the creator deciding, or another creator resending: 403;
 * - otherwise the step is taken (200; 204 for discard).
 */
type Actor = 'creator' | 'colleague' | 'publisher' | 'outsider';
type Action = 'send' | 'return' | 'approve' | 'publish' | 'discard';

const expected: Record<EpublishState, Record<Action, Record<Actor, number>>> = {
  draft: {
    send: { creator: 200, colleague: 404, publisher: 404, outsider: 404 },
    return: { creator: 409, colleague: 404, publisher: 404, outsider: 404 },
    approve: { creator: 409, colleague: 404, publisher: 404, outsider: 404 },
    publish: { creator: 409, colleague: 404, publisher: 404, outsider: 404 },
    discard: { creator: 204, colleague: 404, publisher: 404, outsider: 404 },
  },
  sent: {
    send: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    return: { creator: 403, colleague: 403, publisher: 200, outsider: 404 },
    approve: { creator: 403, colleague: 403, publisher: 200, outsider: 404 },
    publish: { creator: 403, colleague: 403, publisher: 200, outsider: 404 },
    discard: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
  },
  returned: {
    send: { creator: 200, colleague: 403, publisher: 403, outsider: 404 },
    return: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    approve: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    publish: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    discard: { creator: 204, colleague: 403, publisher: 403, outsider: 404 },
  },
  inOrder: {
    send: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    return: { creator: 403, colleague: 403, publisher: 200, outsider: 404 },
    approve: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
    publish: { creator: 403, colleague: 403, publisher: 200, outsider: 404 },
    discard: { creator: 409, colleague: 409, publisher: 409, outsider: 404 },
  },
  published: allRefused(),
  cancelled: allRefused(),
  archived: allRefused(),
  // Discarded is gone for everyone, its creator included.
  discarded: {
    send: gone(),
    return: gone(),
    approve: gone(),
    publish: gone(),
    discard: gone(),
  },
};

function allRefused(): Record<Action, Record<Actor, number>> {
  const row = { creator: 409, colleague: 409, publisher: 409, outsider: 404 };
  return { send: row, return: row, approve: row, publish: row, discard: row };
}
function gone(): Record<Actor, number> {
  return { creator: 404, colleague: 404, publisher: 404, outsider: 404 };
}

describe(`ePublish tender transitions, state × step × actor (${inject('engine')}): spec §4, §6; issue #11`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  let values: ReturnType<typeof epublishValuesSchema.parse>;
  beforeAll(async () => {
    world = await epublishWorld();
    values = epublishValuesSchema.parse(await world.complete(world.creator));
  });
  afterAll(() => world.t.close());

  /** An item put straight into a state (as earlier steps would have left it). */
  let made = 0;
  async function itemIn(state: EpublishState) {
    // Each its own reference number: one per unit once sent (issue #24 item 5).
    const reference = `${values.tenderReferenceNumber}/${++made}`;
    const [row] = await world.t.database.db
      .insert(epublishTenders)
      .values({
        orgUnitId: world.units.unit,
        state,
        version: 3,
        values: { ...values, tenderReferenceNumber: reference },
        referenceNo: reference,
        title: values.tenderTitle,
        createdBy: world.creator.id,
      })
      .returning({ id: epublishTenders.id });
    return row!.id;
  }

  it('answers every step from every state for every actor as spec §4 and §6 say', async () => {
    const actors: Record<Actor, Who> = {
      creator: world.creator,
      colleague: world.creator2,
      publisher: world.publisher,
      outsider: world.outsider,
    };
    const mismatches: string[] = [];
    let cells = 0;
    for (const [state, actions] of Object.entries(expected) as [
      EpublishState,
      (typeof expected)[EpublishState],
    ][]) {
      for (const [action, byActor] of Object.entries(actions) as [Action, Record<Actor, number>][]) {
        for (const [actor, status] of Object.entries(byActor) as [Actor, number][]) {
          const id = await itemIn(state);
          const res = await world.act('tenders', id, action, 3, actors[actor], 'Remarks for the step');
          cells++;
          if (res.statusCode !== status)
            mismatches.push(`${state} ${action} by ${actor}: ${res.statusCode}, expected ${status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(8 * 5 * 4);
  });

  it('offers cancel and archive to nobody: the route knows no such step (400) from any state', async () => {
    for (const state of epublishStates)
      for (const action of ['cancel', 'archive']) {
        const id = await itemIn(state);
        const res = await world.act('tenders', id, action, 3, world.publisher, 'Remarks');
        expect(res.statusCode, `${state} ${action}`).toBe(400);
      }
  });

  /**
   * Cancel and archive are the tender's own declared, internal steps (docs/decisions/035):
   * taken by the portal's code — a cancel corrigendum's publisher, an award's publisher, the
   * closing timer (system actor) — never on a person's request. Written out by hand:
   * - only from published (409 from every other state);
   * - cancel needs the publisher roles (a creator, or the system with no roles: 403);
   * - archive is open to a publisher and to the system actor;
   * - without `internal` neither exists (409), even from published.
   */
  type Taker = 'publisher' | 'creator' | 'system';
  const internalExpected: Record<'cancel' | 'archive', Record<Taker, 'cancelled' | 'archived' | 403>> = {
    cancel: { publisher: 'cancelled', creator: 403, system: 403 },
    archive: { publisher: 'archived', creator: 'archived', system: 'archived' },
  };

  it('takes cancel and archive only from published, as declared, audited with their actor', async () => {
    const db = world.t.database.db;
    const person = (who: Who): StepActor => ({ userId: who.id, ip: '127.0.0.1', requestId: 'matrix' });
    const takers: Record<Taker, StepActor> = {
      publisher: person(world.publisher),
      creator: person(world.creator),
      system: systemActor,
    };
    const outcome = async (id: number, action: string, actor: StepActor, internal = true) => {
      try {
        const done = await transition(db, epublishTenderWorkflow, {
          id,
          action,
          version: 3,
          actor,
          internal,
          audit: () => ({ action: `epublish.tender.${action}`, entity: 'epublish_tender', entityId: id }),
        });
        return done.to;
      } catch (error) {
        if (error instanceof AppError) return error.status;
        throw error;
      }
    };
    const mismatches: string[] = [];
    for (const [action, byTaker] of Object.entries(internalExpected))
      for (const state of epublishStates)
        for (const [taker, when] of Object.entries(byTaker) as [Taker, string | number][]) {
          const id = await itemIn(state);
          const expected = state === 'published' ? when : 409;
          const got = await outcome(id, action, takers[taker]);
          if (got !== expected)
            mismatches.push(`${state} ${action} by ${taker}: ${got}, expected ${expected}`);
          const [row] = await db.select().from(epublishTenders).where(eq(epublishTenders.id, id));
          const moved = typeof expected === 'string';
          if (row!.state !== (moved ? expected : state))
            mismatches.push(`${state} ${action} by ${taker}: left ${row!.state}`);
          if (moved) {
            const [entry] = await db
              .select()
              .from(auditLog)
              .where(and(eq(auditLog.entity, 'epublish_tender'), eq(auditLog.entityId, String(id))));
            expect(entry!.actorUserId).toBe(
              taker === 'system' ? null : (takers[taker] as { userId: number }).userId,
            );
            expect(entry!.detail).toMatchObject({ transition: { action, from: 'published', to: expected } });
          }
        }
    // Asked for as a person's step, neither exists.
    for (const action of ['cancel', 'archive'])
      expect(await outcome(await itemIn('published'), action, takers.publisher, false)).toBe(409);
    expect(mismatches).toEqual([]);
  });
});
