/**
 * The diner's lists as pages and forms name them. Favorites is the heart
 * (favorites table); Want to go and Been are list_entries. Pure: the /lists
 * page, the list buttons and the forms' schemas share it on both sides.
 */

export const LISTS = [
  { key: 'favorites', label: 'Favorites', listName: 'favorites', shareTitle: 'My favorite places', empty: 'Tap the heart on any restaurant to keep it here.' },
  { key: 'want', label: 'Want to go', listName: 'Want to go list', shareTitle: 'Places I want to go', empty: 'Tap "Want to go" on any restaurant to keep the places you mean to try.' },
  { key: 'been', label: 'Been', listName: 'Been list', shareTitle: 'Places I’ve been', empty: 'Tap "Been" on a restaurant you have been to; add the day and a note if you like.' },
] as const;

export type ListKey = (typeof LISTS)[number]['key'];
export const LIST_KEYS = LISTS.map((l) => l.key) as [ListKey, ...ListKey[]];

export const listLabel = (key: ListKey) => LISTS.find((l) => l.key === key)!.label;

/** How a sentence names the list ("Share your Been list"), and the title a new share link starts with. */
export const listWords = (key: ListKey) => LISTS.find((l) => l.key === key)!;

/** What /lists?list= reads: a known list, else Favorites. */
export function listOrFirst(value: string | null): ListKey {
  return LIST_KEYS.find((k) => k === value) ?? 'favorites';
}

/** A Been note is a line or two for the diner's own memory, not a review. */
export const BEEN_NOTE_MAX = 500;
export const SHARE_TITLE_MAX = 80;
export const SHARE_NOTE_MAX = 280;

/** A shared list's token: 128 random bits, base64url (22 characters). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where a shared list is read, signed out or in. */
export const sharedListPath = (token: string) => `/l/${token}`;
