import type { MetaFunction, SerializeFrom } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import type { ArticleKind } from '~/models/articles.server';
import type { loadArticleListing } from '~/modules/article-listing.server';
import { ARTICLE_LISTINGS } from '~/utils/article-listings';
import { atomFeedLink, errorMeta, pageLocale, seoMeta } from '~/utils/seo';
import { pathInLocale, useLocale } from '~/utils/locale';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';
import { GeneralErrorBoundary } from './error-page';
import { metaTranslator, useT } from '~/utils/i18n';

type ListingData = SerializeFrom<typeof loadArticleListing>;

export function articleListingMeta(kind: ArticleKind): MetaFunction {
  const listing = ARTICLE_LISTINGS[kind];
  return ({ data, matches }) => {
    const t = metaTranslator(matches);
    const page = (data as ListingData | undefined)?.page;
    if (!page) return errorMeta(t(kind === 'news' ? 'layout.nav.news' : 'layout.nav.reviews'));
    const title = t(`articles.${kind}.title`);
    return seoMeta(matches, {
      title: page > 1 ? t('articles.pageTitle', { title, page }) : title,
      description: t(`articles.${kind}.description`),
      path: page > 1 ? `${listing.path}?page=${page}` : listing.path,
    }).concat(atomFeedLink(t(`articles.${kind}.feedName`), listing.feedPath, pageLocale(matches)));
  };
}

export function ArticleListingPage({ kind }: { kind: ArticleKind }) {
  const listing = ARTICLE_LISTINGS[kind];
  const { articles, page, pageCount } = useLoaderData<ListingData>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t(kind === 'news' ? 'layout.nav.news' : 'layout.nav.reviews')}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        {t(`articles.${kind}.intro`)}{' '}
        <a href={pathInLocale(listing.feedPath, locale)} className="font-medium text-brand-800 underline">{t(`articles.${kind}.feedLink`)}</a>.
      </p>
      {articles.length === 0 ? (
        <p className="mt-10 text-stone-700">{t(`articles.${kind}.empty`)}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} basePath={listing.path} label={t(`articles.${kind}.pages`)} />
    </div>
  );
}

export function ArticleListingError({ kind }: { kind: ArticleKind }) {
  const listing = ARTICLE_LISTINGS[kind];
  return <GeneralErrorBoundary title={listing.heading} defaultMessage={listing.errorText} />;
}
