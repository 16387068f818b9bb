import { renderableBlocks, restaurantsByIds, type ArticleDetail } from '~/models/articles.server';
import { findCoveredRestaurants, getEditableArticle, saveArticle, slugTakenBy, type EditableArticle } from '~/models/desk-articles.server';
import type { DeskKind } from '~/modules/desk-entity.server';
import { inputToBody, inputToFormValues, type ArticleInput } from '~/utils/desk-article';
import { slugify } from '~/utils/slug';
import { ARTICLE_FIELD_LABELS, parseArticleForm } from '~/utils/desk-article-form';
import { PublicationIntent } from '~/utils/desk-form-fields';

type ArticleDraft = { input: ArticleInput; restaurantIds: number[] };

/** Articles at the desk: the shared flow plus the restaurants an article covers. */
export const articleDesk: DeskKind<ArticleInput, EditableArticle, ArticleDraft, Omit<ArticleInput, 'slug'> & { slug?: string }> = {
  entity: 'article',
  noun: 'article',
  addressHolder: 'article',
  path: (id) => `/admin/articles/${id}`,
  intents: PublicationIntent.options,
  published: true,
  find: getEditableArticle,
  comparable: inputToFormValues,
  labels: ARTICLE_FIELD_LABELS,
  name: (input) => input.title,
  parse: parseArticleForm,
  async prepare(context, value) {
    const input: ArticleInput = { ...value, slug: value.slug || slugify(value.title).slice(0, 120) };
    const covered = await findCoveredRestaurants(context.db, input.restaurants);
    if (covered.unknown.length)
      return { fieldErrors: { restaurants: covered.unknown.map((slug) => `No listed restaurant has the address “${slug}”`) } };
    return { input, restaurantIds: covered.ids };
  },
  address: {
    field: 'slug',
    missing: 'Give the article an address of letters and digits, e.g. new-taco-spot',
    taken: (holder) => `That address is taken by “${holder}”. Choose another.`,
  },
  slugTakenBy,
  preview: (context, draft, current) => previewOf(context.db, draft, current),
  save: (db, draft, save) =>
    saveArticle(db, {
      ...save,
      previous: save.current && { slug: save.current.input.slug, kind: save.current.input.kind },
      input: draft.input,
      restaurantIds: draft.restaurantIds,
    }),
  async restored(context, snapshot) {
    const input = snapshot as ArticleInput;
    return { input, restaurantIds: (await findCoveredRestaurants(context.db, input.restaurants)).ids };
  },
};

/** The article as readers would see it, drawn by the same template, from what was typed (nothing saved). */
async function previewOf(db: Parameters<typeof restaurantsByIds>[0], { input, restaurantIds }: ArticleDraft, current: EditableArticle | null): Promise<ArticleDetail> {
  const now = new Date().toISOString();
  return {
    id: current?.id ?? 0,
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    category: input.category,
    tags: input.tags,
    author: input.author,
    publishedAt: input.publishedAt || now,
    excerpt: input.intro.slice(0, 150),
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageAlt || null,
    intro: input.intro,
    content: '',
    body: renderableBlocks(inputToBody(input)),
    layout: 'hero',
    seo: null,
    updatedAt: now,
    restaurants: await restaurantsByIds(db, restaurantIds),
  };
}
