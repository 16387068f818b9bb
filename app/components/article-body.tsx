import { Link } from '@remix-run/react';
import type { Block } from '~/content/types';
import type { ArticleDetail, CoveredRestaurant } from '~/models/articles.server';
import { ArrowLeftIcon, GlobeIcon, MapPinIcon, PhoneIcon } from './icons';
import { compactSchedule } from '~/utils/hours';
import { CategoryBadge, PublishedLine, TagChip } from './article-card';
import { Markdown } from './markdown';
import { Stars } from './rating';
import { Picture } from './picture';
import type { HydrateHandle } from '~/utils/hydration';
import { useScreenTranslated, useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import { InEnglish, InterfaceWords, useTextMark } from './in-english';
import type { ShownBlock } from '~/utils/spanish-overlay';
import { ClickToLoadVideo } from './click-to-load-video';

/** An article page needs its scripts only for a video's click-to-load player. */
export const ARTICLE_HYDRATION: HydrateHandle = {
  hydrate: (data) => (data as { article?: ArticleDetail } | undefined)?.article?.body.some((b) => b.type === 'video') ?? false,
};

/**
 * The one template for every review article: layouts and blocks are data.
 * "hero": hero image, then date and author, tags, title, intro.
 * "wide": tags, then a wide image and the rest, with no hero block.
 */
export function ReviewArticle({ article: a }: { article: ArticleDetail }) {
  const t = useT();
  const lang = useTextMark(a.spanish, 'title');
  const tags = [...new Set(a.tags)].filter((t) => t !== a.category);
  const tagList = (
    <ul className="flex flex-wrap gap-2" aria-label={t('articles.tags')}>
      <li>
        <CategoryBadge category={a.category} />
      </li>
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
  const image = a.imageUrl ? (
    <Picture
      src={a.imageUrl}
      alt={a.imageAlt ?? ''}
      width={1200}
      height={a.layout === 'wide' ? 514 : 675}
      eager
      className={`w-full rounded-2xl ${a.layout === 'wide' ? 'aspect-[21/9]' : 'aspect-video'}`}
    />
  ) : null;

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ name: t('layout.nav.home'), to: '/' }, { name: t('layout.nav.reviews'), to: '/reviews' }, { name: a.title, lang }]} />
      <BackLink to="/reviews">{t('articles.backToReviews')}</BackLink>
      {a.layout === 'wide' ? (
        <header className="mt-6 space-y-5">
          {tagList}
          {image}
          <PublishedLine publishedAt={a.publishedAt} author={a.author} />
          <ArticleTitle article={a} />
        </header>
      ) : (
        <header className="mt-6 space-y-5">
          {image ? <div data-testid="hero">{image}</div> : null}
          <PublishedLine publishedAt={a.publishedAt} author={a.author} />
          {tagList}
          <ArticleTitle article={a} />
        </header>
      )}
      <InEnglish inSpanish={Boolean(a.spanish)}>
        <ArticleBlocks blocks={a.body} restaurants={a.restaurants} />
      </InEnglish>
      <CoveredRestaurants restaurants={a.restaurants} />
      <div className="mt-12 border-t border-stone-200 pt-6 print:hidden">
        <BackLink to="/reviews">{t('articles.backToReviews')}</BackLink>
      </div>
    </article>
  );
}

/** The one template for every news article. */
export function NewsArticleView({ article: a }: { article: ArticleDetail }) {
  const t = useT();
  const lang = useTextMark(a.spanish, 'title');
  const introLang = useTextMark(a.spanish, 'intro');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ name: t('layout.nav.home'), to: '/' }, { name: t('layout.nav.news'), to: '/news' }, { name: a.title, lang }]} />
      <BackLink to="/news">{t('articles.backToNews')}</BackLink>
      <header className="mt-6 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={a.category} />
          <PublishedLine publishedAt={a.publishedAt} author={a.author} />
        </div>
        <h1 lang={lang} className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {a.title}
        </h1>
        {a.imageUrl ? (
          <Picture src={a.imageUrl} alt={a.imageAlt ?? ''} width={1200} height={675} eager className="aspect-video w-full rounded-2xl" />
        ) : null}
        <InEnglish note={t('articles.notInSpanish')} inSpanish={Boolean(a.spanish)}>
          <p lang={a.spanish ? introLang : undefined} className="text-xl leading-relaxed text-stone-800">
            {a.intro}
          </p>
        </InEnglish>
      </header>
      <InEnglish inSpanish={Boolean(a.spanish)}>
        <ArticleBlocks blocks={a.body} restaurants={a.restaurants} />
      </InEnglish>
      <div className="mt-12 border-t border-stone-200 pt-6">
        <Link to="/news" className="btn-primary print:hidden">
          {t('articles.backToNews')}
        </Link>
      </div>
    </article>
  );
}

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-[44px] items-center gap-2 font-semibold text-brand-800 hover:underline print:hidden">
      <ArrowLeftIcon className="h-4 w-4" />
      {children}
    </Link>
  );
}

/**
 * The headline and intro of a review: editors' text, marked as English on a Spanish page
 * with the note above it.
 */
function ArticleTitle({ article: a }: { article: ArticleDetail }) {
  const t = useT();
  const titleLang = useTextMark(a.spanish, 'title');
  const introLang = useTextMark(a.spanish, 'intro');
  // Inside the lang="en" wrapper of an untranslated article, the parts need no mark of their own.
  const mark = (lang: 'en' | undefined) => (a.spanish ? lang : undefined);
  return (
    <InEnglish note={t('articles.notInSpanish')} className="space-y-5" inSpanish={Boolean(a.spanish)}>
      <h1 lang={mark(titleLang)} className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {a.title}
      </h1>
      <p lang={mark(introLang)} className="text-xl leading-relaxed text-stone-800">
        {a.intro}
      </p>
    </InEnglish>
  );
}

/** Each "/" ends the item before it, so a wrapped line starts with a name, never with a "/". */
export function Breadcrumb({ items }: { items: Array<{ name: string; to?: string; lang?: string }> }) {
  const t = useT();
  return (
    <nav aria-label={t('layout.breadcrumb')} className="mb-2 text-sm text-stone-700 print:hidden">
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((item, i) => (
          <li key={item.name} className="flex min-w-0 items-center gap-1">
            {item.to ? (
              <Link to={item.to} className="inline-flex min-h-[44px] items-center underline-offset-4 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang} className="min-w-0 break-words py-3 font-medium text-stone-900">
                {item.name}
              </span>
            )}
            {i < items.length - 1 ? <span aria-hidden="true">/</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Text with line breaks becomes one paragraph per non-empty line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

/**
 * Renders body blocks; every article, review or news, goes through here.
 * Visit and event boxes name a restaurant by slug and show its facts from
 * `restaurants` (the covered listings the loader joined), so an article can
 * never state a phone, address or hours the listing does not.
 */
export function ArticleBlocks({ blocks, restaurants }: { blocks: Block[]; restaurants: CoveredRestaurant[] }) {
  const bySlug = new Map(restaurants.map((r) => [r.slug, r]));
  return (
    <div className="mt-8 space-y-5 text-lg leading-relaxed text-stone-800">
      {blocks.map((block, i) =>
        (block as ShownBlock).english ? (
          // A part a Spanish version lacks (a box added after it was saved): English, and marked so.
          <div key={i} lang="en" className="space-y-5">
            <BlockView block={block} restaurantBySlug={bySlug} />
          </div>
        ) : (
          <BlockView key={i} block={block} restaurantBySlug={bySlug} />
        ),
      )}
    </div>
  );
}

function BlockView({ block, restaurantBySlug }: { block: Block; restaurantBySlug: Map<string, CoveredRestaurant> }) {
  const t = useT();
  const locale = useLocale();
  const translated = useScreenTranslated();
  // English, and the desk's preview (which sends no words), read the week as the desk writes it.
  const hoursWords = locale === 'en' || !translated ? undefined : { t, locale };
  switch (block.type) {
    case 'markdown':
      return <Markdown nodes={block.nodes ?? []} />;
    case 'heading':
      return <h2 className="pt-4 text-2xl font-bold text-stone-900">{block.text}</h2>;
    case 'paragraph':
      return <Paragraphs text={block.text} />;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
    case 'tips':
      return (
        <aside aria-label={block.title} className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
          <h2 className="text-xl font-bold text-amber-950">{block.title}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-base text-stone-900">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </aside>
      );
    case 'rating':
      return (
        <aside aria-label={block.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold text-stone-900">{block.title}</h2>
          <p className="mt-2 flex items-center gap-3">
            <Stars value={block.stars} large />
            <span className="font-semibold text-stone-900">
              <InterfaceWords>{t('articles.stars', { stars: block.stars })}</InterfaceWords>
            </span>
          </p>
          <p className="mt-3 text-base">{block.summary}</p>
        </aside>
      );
    case 'visit': {
      const r = restaurantBySlug.get(block.restaurant);
      if (!r) return null;
      return (
        <aside aria-label={block.title} className="rounded-2xl border border-stone-200 bg-stone-100 p-6">
          <h2 className="text-xl font-bold text-stone-900">{block.title}</h2>
          <p className="mt-2">
            <Link to={`/restaurant/${r.slug}`} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
              {r.name}
            </Link>
          </p>
          <address className="mt-1 space-y-1 text-base not-italic">
            {r.address ? (
              <span className="flex items-start gap-2">
                <MapPinIcon className="mt-1 h-4 w-4 shrink-0" />
                {r.address}
              </span>
            ) : null}
            {r.phone ? (
              <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="flex min-h-[44px] items-center gap-2 text-brand-800 underline">
                <PhoneIcon className="h-4 w-4" />
                {r.phone}
              </a>
            ) : null}
            {r.website ? (
              <a href={r.website} target="_blank" rel="noopener noreferrer" className="flex min-h-[44px] items-center gap-2 text-brand-800 underline">
                <GlobeIcon className="h-4 w-4" />
                <InterfaceWords>
                  {t('articles.website')}
                  <span className="sr-only">{` ${t('articles.websiteOf', { name: r.name })}`}</span>
                </InterfaceWords>
              </a>
            ) : null}
          </address>
          {r.hours.length > 0 ? (
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-base">
              {compactSchedule(r.hours, hoursWords).map((line) => (
                <div key={line.days} className="contents">
                  <dt className="font-semibold text-stone-900">{line.days}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {block.note ? <p className="mt-3 text-base">{block.note}</p> : null}
        </aside>
      );
    }
    case 'event': {
      const place = 'restaurant' in block.venue ? restaurantBySlug.get(block.venue.restaurant) : null;
      return (
        <section aria-label={block.title} className="rounded-2xl border border-orange-200 bg-orange-50 p-6">
          <h2 className="text-xl font-bold text-stone-900">{block.title}</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-base sm:grid-cols-[max-content_1fr]">
            {block.items.map((item) => (
              <div key={item.label} className="contents">
                <dt className="font-semibold text-stone-900">{item.label}</dt>
                <dd className="text-stone-800">{item.value}</dd>
              </div>
            ))}
            <div className="contents">
              <dt className="font-semibold text-stone-900">
                <InterfaceWords>{t('articles.location')}</InterfaceWords>
              </dt>
              <dd className="text-stone-800">
                {place ? (
                  <>
                    <Link to={`/restaurant/${place.slug}`} className="font-semibold text-brand-800 underline">
                      {place.name}
                    </Link>
                    {place.address ? `, ${place.address}` : null}
                  </>
                ) : 'name' in block.venue ? (
                  block.venue.name
                ) : null}
              </dd>
            </div>
          </dl>
        </section>
      );
    }
    case 'video':
      return <ClickToLoadVideo videoId={block.videoId} title={block.title} />;
    case 'quote':
      return (
        <figure className="border-l-4 border-brand-700 pl-5">
          <blockquote className="text-xl italic text-stone-900">
            <Paragraphs text={block.text} />
          </blockquote>
          {block.cite ? <figcaption className="mt-2 text-base text-stone-700">{`— ${block.cite}`}</figcaption> : null}
        </figure>
      );
    default:
      return null;
  }
}

function CoveredRestaurants({ restaurants }: { restaurants: CoveredRestaurant[] }) {
  const t = useT();
  if (restaurants.length === 0) return null;
  return (
    <section aria-labelledby="covered-restaurants" className="mt-12 print:hidden">
      <h2 id="covered-restaurants" className="text-2xl font-bold text-stone-900">
        {t('articles.covered')}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
        {restaurants.map((r) => (
          <li key={r.id} className="py-3">
            <Link to={`/restaurant/${r.slug}`} prefetch="intent" className="inline-flex min-h-[44px] items-center text-lg font-bold text-brand-800 underline-offset-4 hover:underline">
              {r.name}
            </Link>
            <p className="text-sm text-stone-700">
              {[r.cuisine, r.neighborhood, r.address].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

