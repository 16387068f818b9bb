import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import type { RestaurantInput } from '~/models/desk-restaurants.server';
import { detailIssues, detailsFromFields, detailsShape, detailsToFormValues, dishField, dishPriceField, DISH_NUMBERS, factField } from './desk-restaurant-details';
import { hoursField, optionalPhone, optionalUrl } from './desk-restaurant';
import { FACTS, type Facts } from './facts';
import { DESK_WEEKDAYS, formatDayHours, parseDayHours } from './hours-text';
import { formatSpecialHours, parseSpecialHours } from './listing-details-text';
import { OWNER_NOTE_MAX } from './owner-note';

/**
 * The owner's page's two forms (decision 050). What goes live at once: the week's
 * hours, special dates, the facts, phone, website, reservations and price per
 * person, checked as the desk checks them. What an editor reviews: the note and
 * the dishes. Nothing else of the listing is a field here, so nothing else can be
 * posted into it.
 */

const dayHours = Object.fromEntries(DESK_WEEKDAYS.map(({ weekday }) => [hoursField(weekday), z.string().max(200).optional()]));
const factAnswers = Object.fromEntries(FACTS.map((f) => [factField(f.key), z.enum(['yes', 'no', 'unknown'], { message: `${f.label}: choose yes, no or not sure` }).optional()]));

const liveSchema = (today: string) =>
  z
    .object({
      intent: z.literal('live'),
      version: z.coerce.number().int().min(0),
      ...dayHours,
      specialHours: detailsShape.specialHours,
      pricePerPerson: detailsShape.pricePerPerson,
      ...factAnswers,
      phone: optionalPhone,
      website: optionalUrl,
      reservationUrl: optionalUrl,
    })
    .superRefine((value, ctx) => {
      for (const { path, message } of detailIssues(value, today)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      for (const { weekday, name } of DESK_WEEKDAYS) {
        const parsed = parseDayHours(String((value as Record<string, unknown>)[hoursField(weekday)] ?? ''), weekday, name);
        if ('error' in parsed) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [hoursField(weekday)], message: parsed.error });
      }
    });

const proposalSchema = z
  .object({
    intent: z.literal('propose'),
    note: z.string().trim().max(OWNER_NOTE_MAX, `Keep the note under ${OWNER_NOTE_MAX} characters`).optional(),
    ...Object.fromEntries(DISH_NUMBERS.flatMap((n) => [[dishField(n), z.string().max(200).optional()], [dishPriceField(n), z.string().max(20).optional()]])),
  })
  .superRefine((value, ctx) => {
    for (const { path, message } of detailIssues(value, '9999-12-31')) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  });

export function parseOwnerLiveForm(formData: FormData, today: string) {
  return parseWithZod(formData, { schema: liveSchema(today) });
}

export function parseOwnerProposalForm(formData: FormData) {
  return parseWithZod(formData, { schema: proposalSchema });
}

type LiveValue = z.infer<ReturnType<typeof liveSchema>>;

/**
 * The listing with the owner's live fields applied; everything else stays as stored.
 * A fact whose answer changed is dated today; one left as it was keeps its day.
 */
export function applyOwnerForm(current: RestaurantInput, value: LiveValue, today: string): RestaurantInput {
  const fields = value as Record<string, unknown>;
  const facts: Facts = {};
  for (const fact of FACTS) {
    const answer = fields[factField(fact.key)] ?? current.facts[fact.key]?.value ?? 'unknown';
    if (answer !== 'yes' && answer !== 'no') continue;
    const before = current.facts[fact.key];
    facts[fact.key] = { value: answer, checkedOn: before?.value === answer ? before.checkedOn : today };
  }
  const special = parseSpecialHours(String(fields.specialHours ?? ''));
  const price = String(value.pricePerPerson ?? '').trim().replace(/^\$/, '');
  return {
    ...current,
    hours: DESK_WEEKDAYS.flatMap(({ weekday, name }) => {
      const parsed = parseDayHours(String(fields[hoursField(weekday)] ?? ''), weekday, name);
      return 'rows' in parsed ? parsed.rows : [];
    }),
    specialHours: 'value' in special ? special.value : current.specialHours,
    facts,
    phone: value.phone ?? '',
    website: value.website ?? '',
    reservationUrl: value.reservationUrl ?? '',
    pricePerPerson: price ? Number(price) : null,
  };
}

/** The live form's fields for a listing as stored. */
export function ownerLiveValues(input: RestaurantInput): Record<string, string> {
  return {
    ...Object.fromEntries(DESK_WEEKDAYS.map(({ weekday }) => [hoursField(weekday), formatDayHours(input.hours, weekday)])),
    specialHours: formatSpecialHours(input.specialHours).join('\n'),
    ...Object.fromEntries(FACTS.map((f) => [factField(f.key), input.facts[f.key]?.value ?? 'unknown'])),
    phone: input.phone,
    website: input.website,
    reservationUrl: input.reservationUrl,
    pricePerPerson: input.pricePerPerson === null ? '' : String(input.pricePerPerson),
  };
}

/** The proposal form's fields: the note and dishes as they show today. */
export function ownerProposalValues(note: string | null, input: RestaurantInput): Record<string, string> {
  const dishes = detailsToFormValues(input);
  return { note: note ?? '', ...Object.fromEntries(DISH_NUMBERS.flatMap((n) => [[dishField(n), dishes[dishField(n)]!], [dishPriceField(n), dishes[dishPriceField(n)]!]])) };
}

/** The dishes a proposal form names, in its order (blank rows dropped). */
export function proposedDishes(fields: Record<string, unknown>) {
  return detailsFromFields(fields, { today: '9999-12-31', previous: {} }).dishes;
}
