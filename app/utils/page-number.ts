/**
 * The one reading of a page number, for every paged list and the API: a whole
 * number from 1 to MAX_PAGE_NUMBER. No list of ours has that many pages, so a
 * larger number is no link we made. Each page decides what a page past its
 * end shows; pages read anything else as page 1, the API refuses it.
 */
export const MAX_PAGE_NUMBER = 10_000;

export const PAGE_NUMBER_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE_NUMBER}`;

/** The page number in `raw`, or null when it is missing or is not one ("abc", "0", "1.5", "99999"). */
export function readPageNumber(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,5}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE_NUMBER ? page : null;
}

/** A page's `?page=` (or another parameter): anything but a page number reads as page 1, so a link never breaks the page. */
export function pageOrFirst(search: URLSearchParams, name = 'page'): number {
  return readPageNumber(search.get(name)) ?? 1;
}
