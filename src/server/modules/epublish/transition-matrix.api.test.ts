import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EpublishState, epublishValuesSchema } from '../../../common/api/epublish.ts';
import { epublishTenders } from '../../db/schema/index.ts';
import { epublishWorld, type Who } from '../../test/epublish-fixtures.ts';

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
  async function itemIn(state: EpublishState) {
    const [row] = await world.t.database.db
      .insert(epublishTenders)
      .values({
        orgUnitId: world.units.unit,
        state,
        version: 3,
        values,
        referenceNo: values.tenderReferenceNumber,
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
});
