import { z } from 'zod';
import { geocodeAddresses } from './geocoder.server';
import type { ParsedEnv } from './env.server';
import { addressesToLocate, type ImportPlan } from './listing-sheet.server';
import type { GeocodeAnswer } from '~/utils/census-geocoder';

/**
 * The import's addresses on the map. The preview asks the geocoder once for the
 * rows that would leave their listing off the map and plans again with its
 * answers; the answers travel with the preview (a hidden field, as the file
 * does) and the apply plans with them, never asking again, so what is written is
 * what the preview showed. The answers are part of the plan's digest: changed
 * on the way back, they are a 409 like a changed file (decision 038).
 */
export type ImportGeocoder = { state: 'off' | 'on' | 'unavailable' | 'carried'; reason: string | null };

export async function locateImport(
  env: Pick<ParsedEnv, 'GEOCODER_URL'>,
  plan: ImportPlan,
  replan: (answers: Map<string, GeocodeAnswer>) => ImportPlan,
): Promise<{ plan: ImportPlan; geocoder: ImportGeocoder; answers: Map<string, GeocodeAnswer> }> {
  const addresses = addressesToLocate(plan);
  if (!env.GEOCODER_URL) return { plan, geocoder: { state: 'off', reason: null }, answers: new Map() };
  if (!addresses.length) return { plan, geocoder: { state: 'on', reason: null }, answers: new Map() };
  const found = await geocodeAddresses(env, addresses);
  if (found.geocoder !== 'on') return { plan, geocoder: { state: found.geocoder, reason: found.geocoder === 'unavailable' ? found.reason : null }, answers: new Map() };
  return { plan: replan(found.answers), geocoder: { state: 'on', reason: null }, answers: found.answers };
}

const answerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('located'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), matched: z.string().max(300) }),
  z.object({ status: z.literal('rough'), matched: z.string().max(300).nullable() }),
  z.object({ status: z.literal('not-found') }),
]);
const carriedSchema = z.array(z.tuple([z.string().max(300), answerSchema])).max(10_000);

/** The answers as the preview's hidden field carries them. */
export const carryAnswers = (answers: Map<string, GeocodeAnswer>) => JSON.stringify([...answers]);

/** The answers the preview carried; anything unreadable is none (the digest then tells the editor the preview changed). */
export function readCarriedAnswers(value: FormDataEntryValue | null): Map<string, GeocodeAnswer> {
  if (typeof value !== 'string' || !value) return new Map();
  try {
    const parsed = carriedSchema.safeParse(JSON.parse(value));
    return parsed.success ? new Map(parsed.data) : new Map();
  } catch {
    return new Map();
  }
}
