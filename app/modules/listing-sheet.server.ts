import type { EditableRestaurant } from '~/models/desk-restaurants.server';
import type { ListingWrite } from '~/models/bulk-listings.server';
import { EMPTY_RESTAURANT, RESTAURANT_FIELD_LABELS, restaurantFromValues, restaurantToFormValues } from '~/utils/desk-restaurant';
import { DISH_NUMBERS, dishField, dishPriceField, factCheckedField, factField } from '~/utils/desk-restaurant-details';
import { addressKey, type GeocodeAnswer } from '~/utils/census-geocoder';
import { conflictingFields } from '~/utils/desk-conflict';
import { FACTS, type FactKey } from '~/utils/facts';
import { fortWorthTime } from '~/utils/hours';
import { DESK_WEEKDAYS } from '~/utils/hours-text';
import { HOURS_HEADER, hoursHeaderProblem, readSheetHours, type HoursCellReading } from '~/utils/sheet-hours';
import { dollarsText, formatDishes, formatHappyHours, formatSpecialHours, parseDishes } from '~/utils/listing-details-text';
import { slugify } from '~/utils/slug';
import { DRAFT_NOTE, DRAFT_STAND_IN_DESCRIPTION, usableDescription } from '~/utils/listing-draft';
import { checkedDay, decimalPoint, EXTRA_COLUMNS, joinAddress, withScheme, type ExtraColumn } from '~/utils/sheet-cells';
import { readCsv, writeCsv, type CsvProblem } from '~/utils/spreadsheet-csv';
import type { SheetTable } from './sheet-reader.server';
import { SAMPLE_ADDRESS_NOTE, SAMPLE_NAME_NOTE, sampleTwins, STAYS_SAMPLE_NOTE } from './sample-twins.server';

/**
 * The listings as a spreadsheet: one row a restaurant, one column per field the
 * desk edits, the week as one column a day in the desk's own "11:00-14:30,
 * 17:00-02:00". Import and export share these columns, and each row goes
 * through the desk form's own schema, so a sheet and the desk agree. Details
 * read as the desk writes them: a fact's cell "yes", "no" or empty (unknown),
 * with the day it was checked ("yes 2026-11-02"); the lines of dishes, happy
 * hour and special dates joined with "; ".
 */
type Column = { header: string; field?: string; aliases?: string[] };
export const LISTING_COLUMNS: Column[] = [
  { header: 'id' },
  { header: 'slug' },
  { header: 'name', field: 'name', aliases: ['restaurant', 'restaurant name', 'business name'] },
  // A sheet's "Type" or "Category" of a restaurant is its cuisine: a value that is not one is named as a problem.
  { header: 'cuisine', field: 'cuisineId', aliases: ['cuisine type', 'category', 'type', 'food'] },
  { header: 'neighbourhood', field: 'neighborhood', aliases: ['neighborhood', 'area', 'district'] },
  { header: 'price_level', field: 'priceLevel', aliases: ['price', 'price range'] },
  { header: 'address', field: 'address', aliases: ['street address', 'street', 'address 1', 'address line 1'] },
  { header: 'latitude', field: 'latitude', aliases: ['lat'] },
  { header: 'longitude', field: 'longitude', aliases: ['lng', 'lon', 'long'] },
  { header: 'phone', field: 'phone', aliases: ['phone number', 'tel', 'telephone'] },
  { header: 'website', field: 'website', aliases: ['url', 'web', 'web site', 'website url', 'homepage'] },
  { header: 'reservations', field: 'reservationUrl', aliases: ['reservations link', 'reservation url', 'reservations url'] },
  { header: 'description', field: 'description', aliases: ['about'] },
  { header: 'picture', field: 'imageUrl', aliases: ['image', 'image url'] },
  { header: 'featured', field: 'isFeatured' },
  { header: 'closed', field: 'closed', aliases: ['permanently closed'] },
  ...DESK_WEEKDAYS.map(({ weekday, name }) => ({ header: name.toLowerCase(), field: `hours${weekday}` })),
  { header: 'price_per_person', field: 'pricePerPerson' },
  { header: 'dishes', field: 'dishes', aliases: ['what to order'] },
  { header: 'happy_hours', field: 'happyHours', aliases: ['happy hour'] },
  { header: 'special_hours', field: 'specialHours', aliases: ['special dates', 'holiday hours'] },
  ...FACTS.map((fact) => ({ header: `fact:${fact.key}`, field: factField(fact.key) })),
];

// The week in one cell ("Mon–Fri 11-9, Sat 10-10"), as sheets made by hand have it; the export writes a column a day.
const HOURS_COLUMN: Column = { header: HOURS_HEADER, aliases: ['opening hours', 'open hours', 'hours of operation'] };
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map([...LISTING_COLUMNS, HOURS_COLUMN].flatMap((c) => [c.header, ...(c.aliases ?? [])].map((name) => [headerKey(name), c] as const)));
const EXTRA_BY_KEY = new Map(Object.entries(EXTRA_COLUMNS).flatMap(([extra, names]) => names.map((name) => [headerKey(name), extra as ExtraColumn] as const)));
const COLUMN_OF_FIELD = new Map([
  ...LISTING_COLUMNS.filter((c) => c.field).map((c) => [c.field!, c.header] as const),
  ...FACTS.map((fact) => [factCheckedField(fact.key), `fact:${fact.key}`] as const),
  ...DISH_NUMBERS.flatMap((n) => [[dishField(n), 'dishes'], [dishPriceField(n), 'dishes']] as const),
]);
const FACT_CELL = /^(yes|no|unknown)?(?:\s+(\S+))?$/i;

type Cuisine = { id: number; key: string; name: string };
export type Listings = { listings: EditableRestaurant[]; cuisines: Cuisine[] };

/** The listings as a CSV file: imported again unchanged, it changes nothing. */
export function listingsCsv({ listings, cuisines }: Listings) {
  const cuisineName = new Map(cuisines.map((c) => [c.id, c.name]));
  const rows = listings.map(({ id, input }) => {
    const values = restaurantToFormValues(input);
    return LISTING_COLUMNS.map(({ header, field }): string | number | null => {
      if (header === 'id') return id;
      if (header === 'slug') return input.slug;
      if (field === 'cuisineId') return cuisineName.get(input.cuisineId) ?? '';
      if (field === 'priceLevel') return input.priceLevel;
      if (field === 'latitude') return input.latitude;
      if (field === 'longitude') return input.longitude;
      if (field === 'isFeatured' || field === 'closed') return values[field] ? 'yes' : 'no';
      if (field === 'pricePerPerson') return input.pricePerPerson;
      if (field === 'dishes') return formatDishes(input.dishes);
      if (field === 'happyHours') return formatHappyHours(input.happyHours).join('; ');
      if (field === 'specialHours') return formatSpecialHours(input.specialHours).join('; ');
      if (header.startsWith('fact:')) {
        const fact = input.facts[header.slice('fact:'.length) as FactKey];
        return fact ? `${fact.value} ${fact.checkedOn}` : '';
      }
      return values[field!] ?? '';
    });
  });
  return writeCsv(
    LISTING_COLUMNS.map((c) => c.header),
    rows,
  );
}

/** A sheet with no listings, to fill in: the header and one example row. */
export function listingsTemplateCsv(cuisines: Cuisine[]) {
  const example: Record<string, string> = {
    name: "Joe's Crab Shack",
    cuisine: cuisines[0]?.name ?? '',
    neighbourhood: 'Magnolia Ave',
    price_level: '2',
    address: '123 Magnolia Ave, Fort Worth, TX 76104',
    latitude: '32.7305',
    longitude: '-97.3321',
    phone: '(817) 555-0123',
    website: 'https://example.com',
    description: 'What a diner should know about it, in a few sentences.',
    featured: 'no',
    closed: 'no',
    monday: '',
    tuesday: '11:00-14:30, 17:00-22:00',
    wednesday: '11:00-14:30, 17:00-22:00',
    thursday: '11:00-14:30, 17:00-22:00',
    friday: '11:00-14:30, 17:00-02:00',
    saturday: '11:00-02:00',
    sunday: '11:00-21:00',
    price_per_person: '25',
    dishes: 'Brisket $24; Beef rib; Banana pudding $6.50',
    happy_hours: 'Mon–Fri 3 PM – 6 PM; Sat 2 PM – 5 PM',
    special_hours: '2026-11-26 Closed Thanksgiving; 2026-12-24 11 AM – 3 PM Christmas Eve',
    'fact:patio': 'yes',
    'fact:step-free': 'no 2026-11-02',
  };
  return writeCsv(
    LISTING_COLUMNS.map((c) => c.header),
    [LISTING_COLUMNS.map((c) => example[c.header] ?? '')],
  );
}

export type RowOutcome = 'add' | 'update' | 'unchanged' | 'error';
/** A row that would leave its listing off the map, and what the geocoder said of its address (null: not asked). */
export type RowLocation = { address: string; answer: GeocodeAnswer | null };
/** `hours`: how each of the row's hours cells was read (none for an unchanged row). */
export type PlannedRow = {
  row: number;
  name: string;
  outcome: RowOutcome;
  listingId: number | null;
  changes: string[];
  hours: HoursCellReading[];
  location?: RowLocation;
  /** What the editor should know of a row beside a sample listing (decision 036). */
  note?: string;
  /** Why the row's listing will be a draft (decision 040). */
  draft?: string;
};
export type ImportPlan = {
  rows: PlannedRow[];
  /** What keeps the file from being imported, by row (the header is row 1) and column. */
  problems: CsvProblem[];
  writes: ListingWrite[];
  /** The sheet's columns that are no listing field, as the sheet names them: read past, not refused. */
  ignored: string[];
  /** The instant the plan dates what it closes or checks "now": the apply's differs from the preview's. */
  now: string;
};

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'on']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/**
 * What importing `text` over `current` would do to each row: add, update, leave
 * unchanged, or refuse it with its row, column and message. A row is matched by
 * its id when it has one (a sheet exported from here), otherwise by its slug
 * column or the address its name gives. A column the sheet leaves out keeps the
 * listing's value, details included. The day details were checked comes from
 * the sheet alone (a fact's "yes 2026-11-02", a details_checked column) or from
 * `checkedToday`, the operator's word that they checked every row today; a fact
 * newly answered with none of these is a problem. A row with an address and no
 * coordinates takes them from `located` (the geocoder's answers by addressKey)
 * when its match was exact. Pure: the preview and the apply compute the same plan.
 */
export function planListingImport(
  sheetOrText: string | SheetTable,
  current: Listings,
  source: string,
  now = new Date().toISOString(),
  today = fortWorthTime(new Date(now)).date,
  { checkedToday = false, located = new Map() }: { checkedToday?: boolean; located?: ReadonlyMap<string, GeocodeAnswer> } = {},
): ImportPlan {
  const csv = typeof sheetOrText === 'string' ? readCsv(sheetOrText) : sheetOrText;
  const problems: CsvProblem[] = [...csv.problems];
  const columns: Array<Column | ExtraColumn | null> = [];
  const seenColumns = new Set<Column | ExtraColumn>();
  const ignored: string[] = [];
  for (const header of csv.header) {
    const column = COLUMN_BY_KEY.get(headerKey(header)) ?? EXTRA_BY_KEY.get(headerKey(header)) ?? null;
    if (!column) {
      if (header) ignored.push(header);
    } else if (seenColumns.has(column)) {
      problems.push({ row: 1, column: header, message: 'This column appears twice' });
    }
    if (column) seenColumns.add(column);
    columns.push(column);
  }
  const hoursTwice = hoursHeaderProblem(columns.map((c) => (typeof c === 'object' ? (c?.header ?? '') : '')));
  if (hoursTwice) problems.push({ row: 1, column: HOURS_HEADER, message: hoursTwice });
  if (!columns.some((c) => typeof c === 'object' && c?.field === 'name')) {
    problems.push({ row: 1, column: 'name', message: `The sheet needs a name column. Its columns are read by these names: ${LISTING_COLUMNS.map((c) => c.header).join(', ')}` });
  }
  if (problems.some((p) => p.row === 1)) return { rows: [], problems, writes: [], ignored, now };
  if (!csv.rows.length && !csv.problems.length) return { rows: [], problems: [{ row: 2, column: null, message: 'The sheet has no listings under its header' }], writes: [], ignored, now };

  const byId = new Map(current.listings.map((l) => [l.id, l]));
  const bySlug = new Map(current.listings.map((l) => [l.input.slug, l]));
  const cuisineByText = new Map(current.cuisines.flatMap((c) => [[c.key.toLowerCase(), c], [c.name.toLowerCase(), c]] as const));
  const claimedListing = new Map<number, number>();
  const claimedSlug = new Map<string, number>();
  const twins = sampleTwins(current.listings);
  const rows: PlannedRow[] = [];
  const writes: ListingWrite[] = [];

  for (const { row, cells } of csv.rows) {
    const rowProblems: CsvProblem[] = [];
    const problem = (column: string | null, message: string) => rowProblems.push({ row, column, message });
    const sheet: Record<string, string> = {};
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) sheet[typeof column === 'string' ? column : column.header] = cell.trim();
    });
    const checked = readSheetExtras(sheet, today, problem);

    // Which listing the row is.
    let listing: EditableRestaurant | null;
    if (sheet.id) {
      const id = /^\d+$/.test(sheet.id) ? Number(sheet.id) : NaN;
      listing = byId.get(id) ?? null;
      if (!listing) problem('id', Number.isNaN(id) ? "Write the listing's id as a number, or leave it empty for a new listing" : `No listing has the id ${sheet.id}`);
    } else {
      listing = bySlug.get(sheet.slug || slugify(sheet.name ?? '').slice(0, 120)) ?? null;
      // A real sheet never updates a sample: the row is a place of its own (decision 036).
      if (twins.isSample(listing)) listing = null;
    }

    // The row read as the desk's form fields, over the listing's own values.
    const values = restaurantToFormValues(listing?.input ?? EMPTY_RESTAURANT);
    for (const column of LISTING_COLUMNS) {
      const cell = sheet[column.header];
      if (!column.field || cell === undefined) continue;
      if (column.field === 'cuisineId') {
        const cuisine = cuisineByText.get(cell.toLowerCase());
        if (cell && !cuisine) problem(column.header, `No cuisine is called “${cell}”. Use one of: ${current.cuisines.map((c) => c.name).join(', ')}`);
        values.cuisineId = cuisine ? String(cuisine.id) : '';
      } else if (column.field === 'priceLevel') {
        values.priceLevel = /^\$+$/.test(cell) ? String(cell.length) : cell;
        if (!/^[1-4]$/.test(values.priceLevel)) problem(column.header, 'Write the price level as 1 to 4 (or $ to $$$$)');
      } else if (column.field === 'isFeatured' || column.field === 'closed') {
        const answer = cell.toLowerCase();
        if (!YES.has(answer) && !NO.has(answer)) problem(column.header, 'Write yes or no');
        values[column.field] = YES.has(answer) ? 'on' : '';
      } else if (column.field === 'dishes') {
        const dishes = parseDishes(cell);
        if ('errors' in dishes) problem(column.header, dishes.errors[0]!);
        DISH_NUMBERS.forEach((n) => {
          const dish = 'value' in dishes ? dishes.value[n - 1] : undefined;
          values[dishField(n)] = dish?.name ?? '';
          values[dishPriceField(n)] = dollarsText(dish?.priceCents ?? null);
        });
      } else if (column.header.startsWith('fact:')) {
        const match = FACT_CELL.exec(cell);
        if (!match || (match[2] && !match[1])) problem(column.header, 'Write yes or no, with the day it was checked if you know it (yes 2026-11-02), or leave it empty when unknown');
        const key = column.header.slice('fact:'.length) as FactKey;
        const answer = match?.[1]?.toLowerCase() ?? 'unknown';
        // A new answer without its day takes the row's checked day, or today when the operator says so; never a guess.
        const day = match?.[2] ?? (answer === 'unknown' || listing?.input.facts[key]?.value === answer ? '' : (checked.day ?? (checkedToday ? today : null)));
        if (day === null) problem(column.header, `Write the day it was checked (${answer} ${today}), fill the details_checked column, or tick “I checked these today”`);
        values[column.field] = answer;
        values[factCheckedField(key)] = day ?? '';
      } else if (column.field === 'latitude' || column.field === 'longitude') {
        values[column.field] = decimalPoint(cell);
      } else if (column.field === 'website' || column.field === 'reservationUrl') {
        values[column.field] = withScheme(cell);
      } else {
        values[column.field] = cell;
      }
    }
    const hours = readSheetHours(sheet, listing?.input.hours ?? null);
    Object.assign(values, hours.fields);
    for (const p of hours.problems) problem(p.column, p.message);
    if (checked.address !== null) values.address = checked.address;
    // A new place (or a draft still) without a usable description comes in as a draft (decision 040).
    const draft = (!listing || listing.isDraft) && !usableDescription(values.description);
    const result = restaurantFromValues(draft ? { ...values, description: DRAFT_STAND_IN_DESCRIPTION } : values, { today, previous: listing?.input.facts ?? {} });
    if (draft && 'input' in result) result.input.description = (values.description ?? '').trim();
    if ('errors' in result) {
      for (const { field, message } of result.errors) {
        const column = COLUMN_OF_FIELD.get(field) ?? null;
        if (!rowProblems.some((p) => p.column === column)) problem(column, message);
      }
    }
    const input = 'input' in result ? result.input : null;
    if (input && !input.slug) problem('name', 'Give a name with letters or digits');
    let note: string | undefined;
    let takesSlug: string | undefined;
    if (input?.slug && !listing && twins.isSample(bySlug.get(input.slug))) {
      takesSlug = input.slug;
      input.slug = twins.temporarySlug(takesSlug, (slug) => claimedSlug.has(slug));
      note = SAMPLE_NAME_NOTE;
    } else if (!listing && twins.sharesSampleAddress(input?.address)) note = SAMPLE_ADDRESS_NOTE;
    else if (listing?.isSample) note = STAYS_SAMPLE_NOTE;
    if (input?.slug) {
      const owner = bySlug.get(input.slug);
      if (owner && owner.id !== listing?.id) {
        problem('name', `Another listing, “${owner.input.name}”, already has this name's address. Add its area, e.g. “${input.name} Magnolia”.`);
      } else if (claimedSlug.has(input.slug)) {
        problem('name', `Row ${claimedSlug.get(input.slug)} already gives a listing this name's address`);
      }
      claimedSlug.set(input.slug, claimedSlug.get(input.slug) ?? row);
    }
    if (listing) {
      if (claimedListing.has(listing.id)) problem(sheet.id ? 'id' : 'name', `Row ${claimedListing.get(listing.id)} is already this listing`);
      else claimedListing.set(listing.id, row);
    }

    const name = sheet.name || listing?.input.name || '';
    if (rowProblems.length || !input) {
      problems.push(...rowProblems);
      rows.push({ row, name, outcome: 'error', listingId: listing?.id ?? null, changes: [], hours: hours.readings });
      continue;
    }
    let location: RowLocation | undefined;
    if (input.address && input.latitude === null && input.longitude === null) {
      location = { address: input.address, answer: located.get(addressKey(input.address)) ?? null };
      if (location.answer?.status === 'located') Object.assign(input, { latitude: location.answer.latitude, longitude: location.answer.longitude });
    }
    const changed = listing ? conflictingFields(restaurantToFormValues(input), restaurantToFormValues(listing.input), RESTAURANT_FIELD_LABELS).map((f) => f.label) : [];
    if (listing && !changed.length) {
      rows.push({ row, name, outcome: 'unchanged', listingId: listing.id, changes: [], hours: [], location, note });
      continue;
    }
    rows.push({ row, name, outcome: listing ? 'update' : 'add', listingId: listing?.id ?? null, changes: changed, hours: hours.readings, location, note, draft: draft ? DRAFT_NOTE : undefined });
    writes.push({
      id: listing?.id ?? null,
      takesSlug,
      isDraft: draft,
      expectedVersion: listing?.version ?? 0,
      input,
      closedAt: input.closed ? (listing?.closedAt ?? now) : null,
      previousSlug: listing?.input.slug ?? null,
      action: !listing ? 'created' : input.closed && !listing.input.closed ? 'marked permanently closed' : 'updated',
      detailsCheckedAt: checked.day ? `${checked.day}T18:00:00.000Z` : checkedToday ? now : null,
      summary: `${changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : input.name} (imported from ${source})`,
    });
  }
  problems.sort((a, b) => a.row - b.row);
  return { rows, problems, writes, ignored, now };
}

/**
 * The cells of a row that feed a listing field without being one: the address
 * joined from its parts and the day the details were checked.
 */
function readSheetExtras(sheet: Record<string, string>, today: string, problem: (column: string, message: string) => void) {
  const parts = [sheet.city, sheet.state, sheet.zip];
  const address = parts.some((part) => part !== undefined) ? joinAddress(sheet.address ?? '', sheet.city ?? '', sheet.state ?? '', sheet.zip ?? '') : null;
  const day = checkedDay(sheet.details_checked ?? '', today);
  if ('error' in day) problem('details_checked', day.error);
  return { address, day: 'day' in day ? day.day : null };
}

/**
 * What the editor saw in the preview, in a few characters: applying checks it is
 * still what the file would do, so nothing happens that the preview did not show.
 * It covers every value the plan writes, not only each row's outcome: a file
 * changed or swapped between preview and apply is refused (409).
 */
export async function planDigest(plan: ImportPlan) {
  const seen = JSON.stringify([plan.rows.map((r) => [r.row, r.outcome, r.listingId, r.changes, r.location ?? null, r.draft ?? null]), plan.writes], (_, value) => (value === plan.now ? 'now' : value));
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seen));
  return [...new Uint8Array(hash).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The addresses of the rows that would leave their listing off the map and were not looked up yet. */
export function addressesToLocate(plan: ImportPlan): string[] {
  return plan.rows.flatMap((r) => (r.location && !r.location.answer ? [r.location.address] : []));
}
