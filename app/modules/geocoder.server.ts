import type { ParsedEnv } from './env.server';
import { addressKey, batchRequestCsv, CENSUS_BATCH_LIMIT, readBatchAnswer, type GeocodeAnswer } from '~/utils/census-geocoder';

/**
 * Addresses to coordinates through the geocoder the operator configures
 * (GEOCODER_URL: the U.S. Census Geocoder or anything answering as it does,
 * such as workers/geocoder-standin.ts). Always its batch endpoint, one address
 * or ten thousand: only the batch answer says whether a match was exact, and
 * only an exact one places a listing (decision 038).
 */

/** The Census's benchmark of current addresses. */
const BENCHMARK = 'Public_AR_Current';
/**
 * How long a lookup may take before the import or the save goes on without it:
 * long enough for a full batch of 10,000 on a busy day, short of a browser giving up.
 */
const TIMEOUT_MS = 90_000;

export type Geocoding =
  /** No geocoder configured: coordinates come only from the editor. */
  | { geocoder: 'off' }
  /** The geocoder could not be reached or answered nonsense: nothing was placed. */
  | { geocoder: 'unavailable'; reason: string }
  /** Each address asked, by addressKey; one the answer left out is missing. */
  | { geocoder: 'on'; answers: Map<string, GeocodeAnswer> };

export async function geocodeAddresses(env: Pick<ParsedEnv, 'GEOCODER_URL'>, addresses: readonly string[]): Promise<Geocoding> {
  if (!env.GEOCODER_URL) return { geocoder: 'off' };
  const byKey = new Map(addresses.filter((a) => a.trim()).map((a) => [addressKey(a), a.trim()]));
  const keys = [...byKey.keys()];
  const answers = new Map<string, GeocodeAnswer>();
  try {
    for (let start = 0; start < keys.length; start += CENSUS_BATCH_LIMIT) {
      const chunk = keys.slice(start, start + CENSUS_BATCH_LIMIT);
      const form = new FormData();
      form.set('benchmark', BENCHMARK);
      form.set('addressFile', new File([batchRequestCsv(chunk.map((k) => byKey.get(k)!))], 'addresses.csv', { type: 'text/csv' }));
      const response = await fetch(`${env.GEOCODER_URL}/locations/addressbatch`, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return { geocoder: 'unavailable', reason: `it answered ${response.status}` };
      const read = readBatchAnswer(await response.text(), chunk.length);
      if (chunk.length && !read.size) return { geocoder: 'unavailable', reason: 'its answer was not a batch of results' };
      chunk.forEach((key, index) => {
        const answer = read.get(index + 1);
        if (answer) answers.set(key, answer);
      });
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { geocoder: 'unavailable', reason: timedOut ? `it did not answer within ${TIMEOUT_MS / 1000} seconds` : 'it could not be reached' };
  }
  return { geocoder: 'on', answers };
}

/**
 * A desk save's listing with an address and no coordinates, placed when the
 * geocoder matches the address exactly (the listing's coordinates are set): what
 * happened, in a sentence for the editor, or null when there was nothing to do.
 */
export async function placeFromAddress(
  env: Pick<ParsedEnv, 'GEOCODER_URL'>,
  listing: { address: string; latitude: number | null; longitude: number | null },
): Promise<string | null> {
  if (!listing.address.trim() || listing.latitude !== null || listing.longitude !== null || !env.GEOCODER_URL) return null;
  const found = await geocodeAddresses(env, [listing.address]);
  if (found.geocoder === 'off') return null;
  const unplaced = 'so it is not on the map: check the address, or type its latitude and longitude.';
  if (found.geocoder === 'unavailable') return `The geocoder did not answer (${found.reason}), so it is not on the map yet: save it again later, or type its latitude and longitude.`;
  const answer = found.answers.get(addressKey(listing.address));
  if (answer?.status === 'located') {
    listing.latitude = answer.latitude;
    listing.longitude = answer.longitude;
    return 'Placed on the map from its address.';
  }
  if (answer?.status === 'rough') return `Its address matched only roughly (${answer.matched ?? 'several places'}), ${unplaced}`;
  return `The geocoder did not find its address, ${unplaced}`;
}
