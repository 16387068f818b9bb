import { articleFeedLoader } from '~/components/article-listing';

/** Atom feed of the news listing: /feeds/news.xml. */
export const loader = articleFeedLoader('news');
