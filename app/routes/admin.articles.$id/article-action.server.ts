import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { renderableBlocks, restaurantsByIds, type ArticleDetail } from '~/models/articles.server';
import { getChangeSnapshot, listChanges } from '~/models/changes.server';
import {
  findCoveredRestaurants,
  getEditableArticle,
  saveArticle,
  slugTakenBy,
  type EditableArticle,
} from '~/models/desk-articles.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { conflictingFields } from '~/utils/desk-conflict';
import { inputToBody, inputToFormValues, type ArticleInput } from '~/utils/desk-article';
import { changeAction, LIVE_STATUSES, nextPublication, SAVE_FAILED, savedToast, saveOrFail } from '~/utils/desk-publishing';
import { formatDateTime } from '~/utils/format';
import { slugify } from '~/utils/slug';
import { ARTICLE_FIELD_LABELS, ArticleIntent, parseArticleForm } from './schema';

/**
 * The article form's one action, for a new article (`id` null) and an edit.
 * The button pressed says what happens: preview (nothing saved), save, publish,
 * schedule, unpublish, or restore an earlier version from the history.
 */
export async function articleAction(context: AppLoadContext, request: Request, id: number | null) {
  const editor = await requireEditor(context, request);
  const formData = await request.formData();
  const intent = ArticleIntent.safeParse(formData.get('intent'));
  if (!intent.success) throw json({ message: 'Unknown action' }, { status: 400, headers: PRIVATE_PAGE });
  const current = id === null ? null : await getEditableArticle(context.db, id);
  if (id !== null && !current) throw json({ message: 'Article not found' }, { status: 404, headers: PRIVATE_PAGE });

  if (intent.data === 'restore') return restore(context, current!, formData.get('changeId'), editor.id);

  const submission = parseArticleForm(formData);
  const refuse = (fieldErrors: Record<string, string[]>) =>
    json({ result: submission.reply({ fieldErrors }), preview: null, conflict: null }, { status: 400, headers: PRIVATE_PAGE });
  if (submission.status !== 'success')
    return json({ result: submission.reply(), preview: null, conflict: null }, { status: 400, headers: PRIVATE_PAGE });

  const input: ArticleInput = {
    ...submission.value,
    slug: submission.value.slug || slugify(submission.value.title).slice(0, 120),
  };
  if (!input.slug) return refuse({ slug: ['Give the article an address of letters and digits, e.g. new-taco-spot'] });
  const takenBy = await slugTakenBy(context.db, input.slug, id);
  if (takenBy) return refuse({ slug: [`That address is taken by “${takenBy}”. Choose another.`] });
  const covered = await findCoveredRestaurants(context.db, input.restaurants);
  if (covered.unknown.length)
    return refuse({ restaurants: covered.unknown.map((slug) => `No listed restaurant has the address “${slug}”`) });

  if (intent.data === 'preview') {
    const preview = await previewOf(context, input, covered.ids, current);
    return json({ result: submission.reply(), preview, conflict: null }, { headers: PRIVATE_PAGE });
  }

  const wasLive = current !== null && LIVE_STATUSES.includes(current.status);
  const next = nextPublication(
    intent.data,
    current && { status: current.status, publishedAt: current.input.publishedAt },
    input.publishedAt ? new Date(input.publishedAt) : null,
    new Date()
  );
  if ('error' in next) return refuse({ publishedAt: [next.error] });
  const { status, publishedAt } = next;
  const saved = { ...input, publishedAt };
  const changed = current
    ? conflictingFields(inputToFormValues(saved), inputToFormValues(current.input), ARTICLE_FIELD_LABELS).map((f) => f.label)
    : [];
  const result = await saveOrFail(
    saveArticle(context.db, {
      id,
      expectedVersion: Number(formData.get('version')) || 0,
      previous: current && { slug: current.input.slug, kind: current.input.kind },
      input: saved,
      status,
      publishedAt,
      restaurantIds: covered.ids,
      userId: editor.id,
      action: changeAction(intent.data, current === null),
      summary: changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : input.title,
    })
  );

  if ('failed' in result)
    return json(
      { result: submission.reply({ formErrors: [SAVE_FAILED] }), preview: null, conflict: null },
      { status: 503, headers: PRIVATE_PAGE }
    );
  if ('conflict' in result) {
    const theirs = (await getEditableArticle(context.db, id!))!;
    const [latest] = await listChanges(context.db, 'article', id!, 1);
    const mine = Object.fromEntries([...formData.entries()].map(([key, value]) => [key, String(value)]));
    return json(
      {
        result: submission.reply(),
        preview: null,
        conflict: {
          by: latest?.by ?? null,
          at: latest?.createdAt ?? theirs.updatedAt,
          version: theirs.version,
          changes: conflictingFields(mine, inputToFormValues(theirs.input), ARTICLE_FIELD_LABELS),
        },
      },
      { status: 409, headers: PRIVATE_PAGE }
    );
  }
  // Readers see the change on their next request when it touches a live page (or takes one down).
  if (wasLive || LIVE_STATUSES.includes(status)) await publishChanges(context);
  return redirectWithToast(context, `/admin/articles/${result.id}`, {
    type: 'success',
    title: savedToast(status, publishedAt, current === null),
  });
}

/** The article as readers would see it, drawn by the same template, from what was typed (nothing saved). */
async function previewOf(
  context: AppLoadContext,
  input: ArticleInput,
  restaurantIds: number[],
  current: EditableArticle | null
): Promise<ArticleDetail> {
  const body = renderableBlocks(inputToBody(input));
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
    body,
    layout: 'hero',
    seo: null,
    updatedAt: now,
    restaurants: await restaurantsByIds(context.db, restaurantIds),
  };
}

/** Restore: the recorded version goes back, as a new recorded change and a new version. */
async function restore(
  context: AppLoadContext,
  current: EditableArticle,
  changeIdValue: FormDataEntryValue | null,
  userId: number
) {
  const changeId = Number(changeIdValue);
  const snapshot =
    Number.isInteger(changeId) && changeId > 0 ? await getChangeSnapshot(context.db, 'article', current.id, changeId) : null;
  if (!snapshot) throw json({ message: 'That version is not in this article’s history' }, { status: 400, headers: PRIVATE_PAGE });
  const input = snapshot.snapshot as ArticleInput;
  const back = `/admin/articles/${current.id}`;
  if (await slugTakenBy(context.db, input.slug, current.id)) {
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: `Another article now has the address “${input.slug}”.`,
    });
  }
  const covered = await findCoveredRestaurants(context.db, input.restaurants);
  const result = await saveArticle(context.db, {
    id: current.id,
    expectedVersion: current.version,
    previous: { slug: current.input.slug, kind: current.input.kind },
    input,
    status: current.status,
    publishedAt: input.publishedAt || new Date().toISOString(),
    restaurantIds: covered.ids,
    userId,
    action: 'restored',
    summary: `The version of ${formatDateTime(snapshot.createdAt)}`,
  });
  if ('conflict' in result)
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: 'Another editor saved this article just now. Try again.',
    });
  if (LIVE_STATUSES.includes(current.status)) await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: 'Earlier version restored' });
}
