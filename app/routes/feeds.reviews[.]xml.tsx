import { articleFeedLoader } from '~/components/article-listing';

/** Atom feed of the reviews listing: /feeds/reviews.xml. */
export const loader = articleFeedLoader('review');
