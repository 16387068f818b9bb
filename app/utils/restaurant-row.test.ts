import { describe, expect, it } from 'vitest';
import { planListingImport } from '~/modules/listing-sheet.server';
import { EMPTY_RESTAURANT, restaurantFromValues, restaurantToFormValues } from './desk-restaurant';
import { restaurantRow } from './restaurant-row';

/*
 * The row a listing is stored as: the desk's save, the sheet import and the command
 * line's import all write restaurantRow's columns. What a desk form and a sheet's row
 * each become is pinned here, and the same place given both ways is the same row.
 */
const today = '2026-11-20';
const cuisines = [{ id: 7, key: 'bbq', name: 'Barbecue' }];
const description = 'Post-oak brisket and beef ribs by the pound, sides made each morning.';

/** The desk's form as an editor fills it, read by the form's own schema. */
function fromDeskForm(fields: Record<string, string>) {
  const values = { ...restaurantToFormValues(EMPTY_RESTAURANT), ...fields };
  const result = restaurantFromValues(values, { today, previous: {} });
  if (!('input' in result)) throw new Error(`The form was refused: ${JSON.stringify(result.errors)}`);
  return result.input;
}

/** One sheet row, planned as the desk's import and the command line plan it. */
function fromSheet(csv: string) {
  const plan = planListingImport(csv, { listings: [], cuisines }, 'places.csv', '2026-11-20T18:00:00.000Z', today);
  expect(plan.problems).toEqual([]);
  expect(plan.writes).toHaveLength(1);
  return plan.writes[0]!;
}

describe('a restaurant row', () => {
  it('stores a desk form’s empty text fields as no value, and every filled field as typed', () => {
    const bare = fromDeskForm({ name: 'Smoke Yard', cuisineId: '7', priceLevel: '2', neighborhood: 'Magnolia', description });
    expect(restaurantRow(bare, { closedAt: null, isDraft: false })).toEqual({
      slug: 'smoke-yard',
      name: 'Smoke Yard',
      cuisineId: 7,
      description,
      priceLevel: 2,
      neighborhood: 'Magnolia',
      imageUrl: null,
      address: null,
      latitude: null,
      longitude: null,
      phone: null,
      website: null,
      reservationUrl: null,
      pricePerPerson: null,
      isFeatured: false,
      closedAt: null,
      isDraft: false,
    });

    const full = fromDeskForm({
      name: 'Smoke Yard',
      cuisineId: '7',
      priceLevel: '3',
      neighborhood: 'Magnolia',
      description,
      imageUrl: '/images/restaurants/smoke-yard.svg',
      address: '1200 W Magnolia Ave, Fort Worth, TX 76104',
      latitude: '32.7301',
      longitude: '-97.3389',
      phone: '(817) 555-0144',
      website: 'https://smokeyard.example',
      reservationUrl: 'https://smokeyard.example/book',
      isFeatured: 'on',
      pricePerPerson: '28',
    });
    expect(restaurantRow(full, { closedAt: '2026-11-01T12:00:00.000Z', isDraft: false })).toEqual({
      slug: 'smoke-yard',
      name: 'Smoke Yard',
      cuisineId: 7,
      description,
      priceLevel: 3,
      neighborhood: 'Magnolia',
      imageUrl: '/images/restaurants/smoke-yard.svg',
      address: '1200 W Magnolia Ave, Fort Worth, TX 76104',
      latitude: 32.7301,
      longitude: -97.3389,
      phone: '(817) 555-0144',
      website: 'https://smokeyard.example',
      reservationUrl: 'https://smokeyard.example/book',
      pricePerPerson: 28,
      isFeatured: true,
      closedAt: '2026-11-01T12:00:00.000Z',
      isDraft: false,
    });
  });

  it('stores a sheet’s row as the row of the same place typed into the desk’s form', () => {
    const write = fromSheet(
      [
        'name,cuisine,neighbourhood,price,address,lat,lng,phone,url,description,featured,price_per_person',
        `Smoke Yard,Barbecue,Magnolia,$$$,"1200 W Magnolia Ave, Fort Worth, TX 76104","32,7301",-97.3389,(817) 555-0144,smokeyard.example,"${description}",yes,28`,
      ].join('\n'),
    );
    const row = restaurantRow(write.input, write);
    expect(row).toEqual({
      slug: 'smoke-yard',
      name: 'Smoke Yard',
      cuisineId: 7,
      description,
      priceLevel: 3,
      neighborhood: 'Magnolia',
      imageUrl: null,
      address: '1200 W Magnolia Ave, Fort Worth, TX 76104',
      latitude: 32.7301,
      longitude: -97.3389,
      phone: '(817) 555-0144',
      website: 'https://smokeyard.example',
      reservationUrl: null,
      pricePerPerson: 28,
      isFeatured: true,
      closedAt: null,
      isDraft: false,
    });
    const typed = fromDeskForm({
      name: 'Smoke Yard',
      cuisineId: '7',
      priceLevel: '3',
      neighborhood: 'Magnolia',
      description,
      address: '1200 W Magnolia Ave, Fort Worth, TX 76104',
      latitude: '32.7301',
      longitude: '-97.3389',
      phone: '(817) 555-0144',
      website: 'https://smokeyard.example',
      isFeatured: 'on',
      pricePerPerson: '28',
    });
    expect(restaurantRow(typed, { closedAt: null, isDraft: false })).toEqual(row);
  });

  it('keeps a sheet’s new place without a description as a draft, its description empty', () => {
    const write = fromSheet(['name,cuisine,neighbourhood,price_level,closed', 'Smoke Yard,bbq,Magnolia,2,no'].join('\n'));
    expect(restaurantRow(write.input, write)).toMatchObject({ slug: 'smoke-yard', description: '', isDraft: true, closedAt: null, address: null });
  });
});
