import { describe, expect, it } from 'vitest';
import { mayEdit } from './users.server';

describe('who may edit what', () => {
  const owner = { role: 'diner' as const, ownedRestaurantIds: [7] };

  it('lets an owner keep only the owner-facing parts of the listings they own', () => {
    expect(mayEdit(owner, { entity: 'listing-facts', id: 7 })).toBe(true);
    expect(mayEdit(owner, { entity: 'listing-facts', id: 8 })).toBe(false);
    expect(mayEdit(owner, { entity: 'listing-facts', id: null })).toBe(false);
  });

  it('keeps the desk (the listing itself, its text, articles) for the desk roles', () => {
    for (const entity of ['restaurant', 'article', 'recipe', 'guide'] as const) {
      expect(mayEdit(owner, { entity, id: 7 })).toBe(false);
      expect(mayEdit({ role: 'editor' }, { entity, id: 7 })).toBe(true);
    }
    expect(mayEdit({ role: 'diner' }, { entity: 'listing-facts', id: 7 })).toBe(false);
    expect(mayEdit(null, { entity: 'listing-facts', id: 7 })).toBe(false);
    expect(mayEdit({ role: 'admin' }, { entity: 'listing-facts', id: 7 })).toBe(true);
  });
});
