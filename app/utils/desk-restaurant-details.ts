import { z } from 'zod';
import { FACTS, MAX_DISHES, type Dish, type FactKey, type Facts } from '~/utils/facts';
import {
  dishNameProblem,
  dollarsText,
  formatHappyHours,
  formatSpecialHours,
  isCalendarDate,
  parseDollars,
  parseHappyHours,
  parseSpecialHours,
  type ListingDetails,
} from '~/utils/listing-details-text';

/**
 * The desk form's fields for a listing's details, beside its own: each fact's
 * answer and checked date, five dishes with prices, happy hour and special dates
 * as text, and the price per person. Flat text fields, so the form posts without
 * JavaScript and a sheet's row fills them as it fills the others.
 */
export const factField = (key: FactKey) => `fact-${key}`;
export const factCheckedField = (key: FactKey) => `factChecked-${key}`;
export const dishField = (n: number) => `dish${n}`;
export const dishPriceField = (n: number) => `dish${n}Price`;
export const DISH_NUMBERS = Array.from({ length: MAX_DISHES }, (_, i) => i + 1);

/** What the details are read against: the day "checked" means, and the facts as stored before this save. */
export type DetailsContext = { today: string; previous: Facts };

const text = (max: number) => z.string().max(max, `Keep it under ${max.toLocaleString('en-US')} characters`).optional();

export const detailsShape = {
  pricePerPerson: text(10),
  happyHours: text(1000),
  specialHours: text(4000),
  ...Object.fromEntries(FACTS.flatMap((f) => [[factField(f.key), text(10)], [factCheckedField(f.key), text(10)]])),
  ...Object.fromEntries(DISH_NUMBERS.flatMap((n) => [[dishField(n), text(200)], [dishPriceField(n), text(20)]])),
};

type Issue = { path: string; message: string };

/** Each detail field's message, when it has one. */
export function detailIssues(fields: Record<string, unknown>, today: string): Issue[] {
  const issues: Issue[] = [];
  const read = (name: string) => String(fields[name] ?? '').trim();
  const price = read('pricePerPerson').replace(/^\$/, '');
  if (price && !(/^\d{1,3}$/.test(price) && Number(price) >= 1 && Number(price) <= 500)) {
    issues.push({ path: 'pricePerPerson', message: 'Write the typical spend per person in whole dollars, 1 to 500, or leave it empty' });
  }
  for (const fact of FACTS) {
    const answer = read(factField(fact.key));
    if (answer && !['yes', 'no', 'unknown'].includes(answer)) issues.push({ path: factField(fact.key), message: `${fact.label}: choose yes, no or unknown` });
    const checked = read(factCheckedField(fact.key));
    if (!checked) continue;
    if (!isCalendarDate(checked)) issues.push({ path: factCheckedField(fact.key), message: `${fact.label}: write the day it was checked as YYYY-MM-DD` });
    else if (checked > today) issues.push({ path: factCheckedField(fact.key), message: `${fact.label}: the day it was checked cannot be after today (${today})` });
    else if (checked < '2000-01-01') issues.push({ path: factCheckedField(fact.key), message: `${fact.label}: the day it was checked is too long ago` });
  }
  for (const n of DISH_NUMBERS) {
    const name = read(dishField(n));
    const cents = parseDollars(read(dishPriceField(n)));
    const problem = name ? dishNameProblem(name) : null;
    if (problem) issues.push({ path: dishField(n), message: `Dish ${n}: ${problem}` });
    if (Number.isNaN(cents)) issues.push({ path: dishPriceField(n), message: `Dish ${n}: write its price in dollars, like 14 or 8.50` });
    else if (cents !== null && !name) issues.push({ path: dishField(n), message: `Dish ${n}: give its name, or clear its price` });
  }
  for (const [path, parsed] of [['happyHours', parseHappyHours(read('happyHours'))], ['specialHours', parseSpecialHours(read('specialHours'))]] as const) {
    if ('errors' in parsed) issues.push(...parsed.errors.map((message) => ({ path, message })));
  }
  return issues;
}

/**
 * The details the checked fields describe. A yes or no keeps the day typed beside
 * it; with none, or with the stored day of an answer the editor has just changed,
 * it was checked today. An answer left as it was keeps its stored day.
 */
export function detailsFromFields(fields: Record<string, unknown>, { today, previous }: DetailsContext): ListingDetails & { pricePerPerson: number | null } {
  const read = (name: string) => String(fields[name] ?? '').trim();
  const facts: Facts = {};
  for (const fact of FACTS) {
    const value = read(factField(fact.key));
    if (value !== 'yes' && value !== 'no') continue;
    const typed = read(factCheckedField(fact.key));
    const before = previous[fact.key];
    const unchanged = before?.value === value;
    facts[fact.key] = { value, checkedOn: typed && (unchanged || typed !== before?.checkedOn) ? typed : unchanged ? before.checkedOn : today };
  }
  const dishes: Dish[] = DISH_NUMBERS.flatMap((n) => {
    const name = read(dishField(n));
    return name ? [{ name, priceCents: parseDollars(read(dishPriceField(n))) }] : [];
  });
  const happy = parseHappyHours(read('happyHours'));
  const special = parseSpecialHours(read('specialHours'));
  const price = read('pricePerPerson').replace(/^\$/, '');
  return {
    pricePerPerson: price ? Number(price) : null,
    facts,
    dishes,
    happyHours: 'value' in happy ? happy.value : [],
    specialHours: 'value' in special ? special.value : [],
  };
}

/** The details as the form's fields show them. */
export function detailsToFormValues(input: ListingDetails & { pricePerPerson: number | null }): Record<string, string> {
  return {
    pricePerPerson: input.pricePerPerson === null ? '' : String(input.pricePerPerson),
    ...Object.fromEntries(FACTS.flatMap((f) => [[factField(f.key), input.facts[f.key]?.value ?? 'unknown'], [factCheckedField(f.key), input.facts[f.key]?.checkedOn ?? '']])),
    ...Object.fromEntries(DISH_NUMBERS.flatMap((n) => {
      const dish = input.dishes[n - 1];
      return [[dishField(n), dish?.name ?? ''], [dishPriceField(n), dollarsText(dish?.priceCents ?? null)]];
    })),
    happyHours: formatHappyHours(input.happyHours).join('\n'),
    specialHours: formatSpecialHours(input.specialHours).join('\n'),
  };
}

export const DETAIL_FIELD_LABELS: Record<string, string> = {
  pricePerPerson: 'Price per person',
  ...Object.fromEntries(FACTS.flatMap((f) => [[factField(f.key), f.label], [factCheckedField(f.key), `${f.label} checked`]])),
  ...Object.fromEntries(DISH_NUMBERS.flatMap((n) => [[dishField(n), `Dish ${n}`], [dishPriceField(n), `Dish ${n} price`]])),
  happyHours: 'Happy hour',
  specialHours: 'Special dates',
};
