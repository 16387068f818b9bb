import { pageOrFirst } from './page-number';

/**
 * The order and page of a restaurant's diners' reviews, read from and written
 * to a page's query string (?reviews=highest&reviewsPage=2), so sorting and
 * paging are plain links that work without JavaScript.
 */
/** Reviews per page, on the restaurant page, /resources/reviews and the API. */
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

export const REVIEW_SORT_PARAM = 'reviews';
export const REVIEW_PAGE_PARAM = 'reviewsPage';

function isReviewSort(value: string | null): value is ReviewSort {
  return (REVIEW_SORTS as readonly (string | null)[]).includes(value);
}

/** Unknown sorts read as newest and anything but a whole page number from 1 as page 1: a link never breaks the page. */
export function reviewListParams(search: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = search.get(REVIEW_SORT_PARAM);
  return {
    sort: isReviewSort(sort) ? sort : 'newest',
    page: pageOrFirst(search, REVIEW_PAGE_PARAM),
  };
}

/** `path` (which may carry its own query) showing the reviews in `sort`, at `page`, scrolled to them. */
export function reviewListHref(path: string, sort: ReviewSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set(REVIEW_SORT_PARAM, sort);
  if (page > 1) params.set(REVIEW_PAGE_PARAM, String(page));
  const query = params.toString();
  return `${path}${query ? (path.includes('?') ? '&' : '?') + query : ''}#reviews`;
}
