import { describe, expect, it } from 'vitest';
import { roleCodes } from '../../../common/roles.ts';
import { routeCatalogue } from '../../../common/routes/index.ts';
import { menuGroupDefinitions, roleDefinitions } from './reference-data.ts';

describe('roles and menus (spec §6)', () => {
  it('puts every menu-checked page of the catalogue in exactly one menu group', () => {
    const items = menuGroupDefinitions.flatMap((g) => g.items);
    expect(new Set(items).size).toBe(items.length);
    const menuPages = routeCatalogue.filter((r) => r.access === 'menu').map((r) => r.id);
    expect([...items].sort()).toEqual([...menuPages].sort());
  });

  it('defines every role of spec §6, each with English and Assamese names', () => {
    expect(Object.keys(roleDefinitions).sort()).toEqual([...roleCodes].sort());
    for (const role of Object.values(roleDefinitions)) {
      expect(role.as).not.toBe(role.en);
    }
  });

  it('gives the portal admin master, user, content, training and bidder management (spec §6)', () => {
    expect(roleDefinitions.portal_admin.groups).toEqual(
      expect.arrayContaining(['masters', 'users', 'content', 'training', 'bidders']),
    );
  });

  it('keeps creating and publishing tenders apart: creators cannot publish, publishers cannot create', () => {
    expect(roleDefinitions.creator.groups).not.toContain('tenderPublishing');
    expect(roleDefinitions.publisher.groups).not.toContain('tenderCreation');
  });
});
