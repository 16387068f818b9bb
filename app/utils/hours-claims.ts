import { compactSchedule, type HoursRow } from './hours';

/**
 * What a guide's or article's sentence says about a listing's hours or status, read in the
 * few shapes the editors write (decision 044), and checked against the listing:
 * - "until 3 a.m. Thursday through Saturday", "until 2 on weekends", "now closes at midnight",
 *   "serves past 1 a.m. on weekends": when it closes (with days named: on each of them; without:
 *   on its latest night);
 * - "opens at 7 AM" (with days: on each; without: its earliest morning);
 * - "open around the clock", "open 24 hours", "never closes";
 * - "closed Mondays", "closed on Sunday and Monday";
 * - "closed for good", "has closed", and a removal whose whole reason is "closed".
 * A sentence in no such shape says nothing here: it is not an error.
 */

/** The listing as the checker reads it: its name, its week of hours and whether it closed for good. */
export type ListingTruth = { name: string; hours: HoursRow[]; closed: boolean };

/** A sentence's words and what the listing says instead. */
export type Disagreement = { said: string; listing: string };

type Claim =
  | { kind: 'closes'; said: string; minutes: number[]; days: number[] | null; past: boolean }
  | { kind: 'opens'; said: string; minutes: number[]; days: number[] | null }
  | { kind: 'always'; said: string }
  | { kind: 'closed-on'; said: string; days: number[] }
  | { kind: 'gone'; said: string };

const DAY = 24 * 60;
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_WORD = String.raw`(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?`;
const DAYS = String.raw`(?:weekends?|weekdays|weeknights|daily|nightly|every (?:day|night)|${DAY_WORD}(?:(?:,\s*|\s*(?:through|thru|to|–|-|and|&)\s*)${DAY_WORD})*)`;
const TIME = String.raw`(midnight|noon|\d{1,2}(?::\d{2})?(?!\d)(?:\s*(?:a\.m\.|p\.m\.|am|pm)(?![a-z]))?)`;
const AFTER = String.raw`(?:,?\s+(?:on\s+)?(${DAYS})(?![a-z]))?`;

const CLOSES = new RegExp(String.raw`(?<!half )\b(until|till|past|closes at|closing at)\s+${TIME}${AFTER}`, 'gi');
const OPENS = new RegExp(String.raw`\b(?:opens at|opening at|doors open at)\s+${TIME}${AFTER}`, 'gi');
const ALWAYS = /\b(?:(?:a)?round the clock|open 24 hours|24\/7|never closes)\b/gi;
const CLOSED_ON = new RegExp(String.raw`\bclosed\s+(?:on\s+)?(${DAYS})(?![a-z])`, 'gi');
const GONE = /\b(?:closed for good|closed permanently|permanently closed|has closed|shut its doors|out of business)\b/gi;

const dayIndex = (word: string) => DAY_NAMES.indexOf(word.slice(0, 3).toLowerCase());

/**
 * The weekdays a phrase names (0 = Sunday). "Weekends" are the nights of Friday and Saturday
 * for a closing ("until 2 on weekends"), else Saturday and Sunday; "weeknights" Sunday to Thursday.
 */
function readDays(phrase: string, closing: boolean): number[] {
  const p = phrase.toLowerCase();
  if (p.startsWith('weekend')) return closing ? [5, 6] : [6, 0];
  if (p === 'weekdays') return [1, 2, 3, 4, 5];
  if (p === 'weeknights') return [0, 1, 2, 3, 4];
  if (/daily|nightly|every/.test(p)) return [0, 1, 2, 3, 4, 5, 6];
  const parts = p.split(/(,\s*|\s*(?:through|thru|to|–|-|and|&)\s*)/);
  const days: number[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const day = dayIndex(parts[i]!);
    const joiner = parts[i - 1]?.trim();
    const from = days.at(-1);
    if (from !== undefined && joiner && /^(through|thru|to|–|-)$/.test(joiner)) for (let d = (from + 1) % 7; d !== day; d = (d + 1) % 7) days.push(d);
    days.push(day);
  }
  return days;
}

/**
 * A time as minutes from the day's midnight, in each reading it allows: a bare hour ("until 2",
 * "closes at 3") may be either side of noon, and agrees when either reading does. A closing
 * in the small hours (up to 6 AM) counts past midnight, as the listing's rows do.
 */
function readTime(text: string, closing: boolean): number[] {
  const t = text.toLowerCase().replace(/\s+/g, '');
  if (t === 'midnight') return [closing ? DAY : 0];
  if (t === 'noon') return [12 * 60];
  const [, h, m, meridiem] = t.match(/^(\d{1,2})(?::(\d{2}))?(a\.m\.|p\.m\.|am|pm)?$/)!;
  const morning = (Number(h) % 12) * 60 + Number(m ?? 0);
  const readings = meridiem ? [meridiem.startsWith('p') ? morning + 12 * 60 : morning] : [morning, morning + 12 * 60];
  return readings.map((minute) => (closing && minute <= 6 * 60 ? minute + DAY : minute));
}

/** Words saying a sentence is about one service, not the place's doors: "the kitchen cooks until 1:30", "breakfast tacos until 11". */
const ONE_SERVICE = /\b(?:kitchen|breakfast|brunch|lunch|dinner|happy hour|menu|patio)\b/i;

/** The words before a match back to the previous claim or the start of its sentence. */
const leadIn = (text: string, index: number, after: number) => text.slice(Math.max(after, text.lastIndexOf('.', index - 2) + 1), index);

/** Every claim about hours or status in `text`; `removal` when it is the reason a place left a guide. */
export function readClaims(text: string, { removal = false } = {}): Claim[] {
  const claims: Claim[] = [];
  if (removal && /^\s*closed\.?\s*$/i.test(text)) claims.push({ kind: 'gone', said: text.trim() });
  for (const m of text.matchAll(GONE)) claims.push({ kind: 'gone', said: m[0] });
  for (const m of text.matchAll(ALWAYS)) claims.push({ kind: 'always', said: m[0] });
  let after = 0;
  for (const m of text.matchAll(CLOSES)) {
    const aboutOneService = ONE_SERVICE.test(leadIn(text, m.index, after));
    after = m.index + m[0].length;
    if (aboutOneService) continue;
    claims.push({ kind: 'closes', said: m[0], minutes: readTime(m[2]!, true), days: m[3] ? readDays(m[3], true) : null, past: m[1]!.toLowerCase() === 'past' });
  }
  after = 0;
  for (const m of text.matchAll(OPENS)) {
    const aboutOneService = ONE_SERVICE.test(leadIn(text, m.index, after));
    after = m.index + m[0].length;
    if (!aboutOneService) claims.push({ kind: 'opens', said: m[0], minutes: readTime(m[1]!, false), days: m[2] ? readDays(m[2], false) : null });
  }
  for (const m of text.matchAll(CLOSED_ON)) claims.push({ kind: 'closed-on', said: m[0], days: readDays(m[1]!, false) });
  return claims;
}

const rowsOn = (hours: HoursRow[], day: number) => hours.filter((r) => r.weekday === day);
const lastClose = (hours: HoursRow[], day: number) => Math.max(...rowsOn(hours, day).map((r) => r.closesMinute));
const firstOpen = (hours: HoursRow[], day: number) => Math.min(...rowsOn(hours, day).map((r) => r.opensMinute));
const allWeek = [0, 1, 2, 3, 4, 5, 6];

/** Whether the listing agrees; a claim about hours says nothing of a listing without any. */
function agrees(claim: Claim, listing: ListingTruth): boolean {
  const { hours } = listing;
  if (claim.kind === 'gone') return listing.closed;
  if (hours.length === 0) return true;
  switch (claim.kind) {
    case 'always':
      return allWeek.every((d) => rowsOn(hours, d).reduce((sum, r) => sum + r.closesMinute - r.opensMinute, 0) >= DAY);
    case 'closed-on':
      return claim.days.every((d) => rowsOn(hours, d).length === 0);
    case 'closes': {
      const closes = claim.days ? claim.days.map((d) => lastClose(hours, d)) : [Math.max(...allWeek.map((d) => lastClose(hours, d)))];
      return claim.minutes.some((minute) => closes.every((c) => (claim.past ? c > minute : c === minute)));
    }
    case 'opens': {
      const opens = claim.days ? claim.days.map((d) => firstOpen(hours, d)) : [Math.min(...allWeek.map((d) => firstOpen(hours, d)))];
      return claim.minutes.some((minute) => opens.every((o) => o === minute));
    }
  }
}

/** The listing's side, in the page's words: its week ("Mon–Thu 11 AM – 11 PM; Fri–Sat 11 AM – 3 AM") or its status. */
function listingSays(claim: Claim, listing: ListingTruth) {
  if (claim.kind === 'gone') return 'still open (not closed for good)';
  return compactSchedule(listing.hours)
    .map((line) => `${line.days} ${line.text}`)
    .join('; ');
}

/** Each claim in `text` the listing contradicts, with both statements. */
export function disagreements(text: string, listing: ListingTruth, options: { removal?: boolean } = {}): Disagreement[] {
  return readClaims(text, options)
    .filter((claim) => !agrees(claim, listing))
    .map((claim) => ({ said: claim.said, listing: listingSays(claim, listing) }));
}

/** A sentence for the desk to read, where it is written, and its listing (undefined: none found). */
export type SentenceToCheck = { where: string; text: string; listing: ListingTruth | undefined; removal?: boolean };
export type ListingWarning = Disagreement & { place: string; where: string };

/** The desk's warnings: each sentence's claims its listing contradicts, naming the place. */
export function listingWarnings(sentences: SentenceToCheck[]): ListingWarning[] {
  return sentences.flatMap(({ where, text, listing, removal }) =>
    listing ? disagreements(text, listing, { removal }).map((d) => ({ ...d, place: listing.name, where })) : [],
  );
}
