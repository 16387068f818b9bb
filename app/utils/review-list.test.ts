import { describe, expect, it } from 'vitest';
import { reviewListHref, reviewListParams } from './review-list';

describe('reviewListParams', () => {
  it('reads the sort and page a link asked for', () => {
    expect(reviewListParams(new URLSearchParams('reviews=lowest&reviewsPage=3'))).toEqual({ sort: 'lowest', page: 3 });
    expect(reviewListParams(new URLSearchParams('reviews=highest'))).toEqual({ sort: 'highest', page: 1 });
  });

  it('reads anything else as newest, page 1, so a mangled link still shows the reviews', () => {
    for (const query of ['', 'reviews=best', 'reviewsPage=0', 'reviewsPage=-1', 'reviewsPage=2.5', 'reviewsPage=abc', 'reviewsPage=9999999']) {
      expect(reviewListParams(new URLSearchParams(query)), query).toEqual({ sort: 'newest', page: 1 });
    }
  });
});

describe('reviewListHref', () => {
  it('leaves defaults out, keeps the path’s own query and lands on the reviews', () => {
    expect(reviewListHref('/restaurant/x', 'newest', 1)).toBe('/restaurant/x#reviews');
    expect(reviewListHref('/restaurant/x', 'lowest', 2)).toBe('/restaurant/x?reviews=lowest&reviewsPage=2#reviews');
    expect(reviewListHref('/resources/reviews?restaurantId=4', 'newest', 3)).toBe('/resources/reviews?restaurantId=4&reviewsPage=3#reviews');
  });

  it('round-trips through reviewListParams', () => {
    const href = reviewListHref('/restaurant/x', 'highest', 7);
    const query = new URL(href, 'https://example.com').searchParams;
    expect(reviewListParams(query)).toEqual({ sort: 'highest', page: 7 });
  });
});
