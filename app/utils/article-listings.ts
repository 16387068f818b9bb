/**
 * The reviews and news listings (and their Atom feeds) are one page template;
 * everything that differs between them is this data.
 */
export const ARTICLE_LISTINGS = {
  review: {
    path: '/reviews',
    feedPath: '/feeds/reviews.xml',
    heading: 'Reviews',
    title: 'Restaurant Reviews',
    description: 'Honest reviews of Fort Worth restaurants, brunches, patios and happy hours by two local food writers.',
    intro: 'Where we ate, what we ordered and whether it was worth it: our reviews of Fort Worth restaurants, brunches, patios and happy hours.',
    feedLinkText: 'Follow our reviews feed',
    feedTitle: 'Fort Worth Eats: Reviews',
    feedSubtitle: 'Our newest reviews of Fort Worth restaurants, brunches, patios and happy hours.',
    empty: 'No reviews yet. Check back soon.',
    errorText: 'Error loading articles. Please try again later.',
  },
  news: {
    path: '/news',
    feedPath: '/feeds/news.xml',
    heading: 'News',
    title: 'Fort Worth Food News',
    description: 'Openings, closings, food events, festivals and community news from the Fort Worth restaurant scene.',
    intro: 'Openings, events and community news from around Fort Worth.',
    feedLinkText: 'Follow our news feed',
    feedTitle: 'Fort Worth Eats: News',
    feedSubtitle: 'Openings, events and community news from the Fort Worth food scene.',
    empty: 'No news yet. Check back soon.',
    errorText: 'Error loading news articles. Please try again later.',
  },
} as const satisfies Record<'review' | 'news', unknown>;
