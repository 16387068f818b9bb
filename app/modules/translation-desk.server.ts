import { parseWithZod } from '@conform-to/zod';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { z } from 'zod';
import type { PublicationStatus, TranslatedEntity } from '~/db/schema';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFieldsFlat } from 'drizzle-orm/sqlite-core';
import { getTranslation, saveTranslation, translationHistory, translationStates, type TranslationState } from '~/models/translations.server';
import { deskAction, loadDeskItem, type AnyDeskKind, type DeskItem, type DeskKind } from '~/modules/desk-entity.server';
import { notFound, PRIVATE_PAGE, routeParam } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';
import { PublicationIntent } from '~/utils/desk-form-fields';
import { LIVE_STATUSES } from '~/utils/desk-publishing';
import { fromFortWorthLocal, toFortWorthLocal } from '~/utils/hours';
import { englishOf, fieldsNeedingUpdate, type TranslatedField } from '~/utils/translation-fields';
import {
  ENGLISH_VERSION_FIELD,
  formNameOf,
  spanishState,
  spanishSummary,
  typedSpanish,
  untranslatedFields,
  type SpanishSummary,
} from '~/utils/translation-form';

type Db = AppLoadContext['db'];
type EnglishItem = DeskItem<{ slug: string; publishedAt?: string }>;

/** A Spanish version as the desk edits it: its words beside the English item's fields as they are now. */
export type TranslationInput = {
  /** The English item's address: a translation has none of its own. */
  slug: string;
  /** Its own publish date (ISO), or '' before one is chosen. */
  publishedAt: string;
  /** The English item's translated fields, as the English reads now. */
  fields: TranslatedField[];
  /** The Spanish, by field key. */
  spanish: Record<string, string>;
  /** The English the Spanish was written against (`englishOf` when saved). */
  against: Record<string, string>;
};

export type TranslationItem<English extends EnglishItem> = DeskItem<TranslationInput> & {
  status: PublicationStatus;
  /** Whether a Spanish version was saved at all. */
  started: boolean;
  english: English;
};

/** One entity's Spanish version at the desk: its English kind, its translated fields, and its preview. */
export type TranslationSpec<English extends EnglishItem> = {
  entity: TranslatedEntity;
  english: Pick<AnyDeskKind, 'entity' | 'noun' | 'path'> & {
    find: (db: Db, id: number) => Promise<English | null>;
  };
  fieldsOf: (english: English) => TranslatedField[];
  /** The desk list's read of each item's Spanish state and English fields (`listedTranslations`). */
  listed: ListedTranslations;
  /** The English item's name, in the editor's heading. */
  title: (english: English) => string;
  /** The item as Spanish readers would see it, drawn by its readers' template. */
  preview: (context: AppLoadContext, english: English, spanish: Record<string, string>) => Promise<unknown>;
};

/** The Spanish form: one text per field (named by `formNameOf`) and the publish date; the fields are the item's own. */
const TranslationFormSchema = z.object({ publishedAt: z.string().optional() }).catchall(z.string().optional());
type TranslationValue = z.infer<typeof TranslationFormSchema>;

const comparable = (input: TranslationInput) => Object.fromEntries(input.fields.map((f) => [formNameOf(f.key), input.spanish[f.key] ?? '']));

/**
 * An item's Spanish version as one more kind of the desk's flow (desk-entity.server.ts):
 * the same versioned saves, preview, publish, schedule, unpublish, restore and 409,
 * checked against the English item's editors. Its history is its own (`article-es`
 * under the article's id), so the English item's Restore never offers a Spanish
 * version, nor the other way round. Going live needs every field in Spanish.
 */
export function translationDesk<English extends EnglishItem>(
  spec: TranslationSpec<English>
): DeskKind<TranslationInput, TranslationItem<English>, { input: TranslationInput }, TranslationValue> {
  return {
    entity: spec.english.entity,
    history: translationHistory(spec.entity),
    noun: spec.english.noun,
    addressHolder: spec.english.noun,
    path: (id) => `${spec.english.path(id)}/es`,
    intents: PublicationIntent.options,
    published: true,
    async find(db, id) {
      const english = await spec.english.find(db, id);
      if (!english) return null;
      const row = await getTranslation(db, spec.entity, id, 'es');
      return {
        id,
        version: row?.version ?? 0,
        updatedAt: row?.updatedAt ?? null,
        status: row?.status ?? 'draft',
        started: row !== null,
        english,
        input: {
          slug: english.input.slug,
          publishedAt: row?.publishedAt ?? '',
          fields: spec.fieldsOf(english),
          spanish: row?.fields ?? {},
          against: row?.english ?? {},
        },
      };
    },
    comparable,
    labels: (input) => Object.fromEntries(input.fields.map((f) => [formNameOf(f.key), f.label])),
    name: (input) => input.spanish.title ?? input.spanish.description ?? 'Spanish version',
    parse: (formData) => parseWithZod(formData, { schema: TranslationFormSchema }),
    async prepare(_context, value, current, formData) {
      const chosen = value.publishedAt ? fromFortWorthLocal(value.publishedAt) : null;
      if (value.publishedAt && !chosen) return { fieldErrors: { publishedAt: ['Choose a date and time'] } };
      const { fields } = current!.input;
      // Saved against the English the editor was shown: a later English change marks it "needs update".
      // When the English was saved while the form was open, the editor did not see it: the
      // earlier basis stays, so the fields changed since are still named.
      const sawEnglish = formData.get(ENGLISH_VERSION_FIELD) === String(current!.english.version);
      return {
        input: {
          ...current!.input,
          publishedAt: chosen?.toISOString() ?? '',
          spanish: typedSpanish(fields, value),
          against: sawEnglish ? englishOf(fields) : current!.input.against,
        },
      };
    },
    address: { field: 'publishedAt', missing: '', taken: () => '' },
    // The address is the English item's, never taken by another.
    slugTakenBy: async () => null,
    preview: (context, draft, current) => spec.preview(context, current!.english, draft.input.spanish),
    async settle(_context, draft, { status }) {
      if (!LIVE_STATUSES.includes(status)) return draft;
      const missing = untranslatedFields(draft.input.fields, draft.input.spanish);
      return Object.keys(missing).length ? { fieldErrors: missing } : draft;
    },
    typed: (_formData, draft) => comparable(draft.input),
    save: (db, { input }, save) =>
      saveTranslation(db, {
        entity: spec.entity,
        entityId: save.id!,
        locale: 'es',
        fields: input.spanish,
        english: input.against,
        status: save.status,
        publishedAt: save.publishedAt,
        expectedVersion: save.expectedVersion,
        userId: save.userId,
        action: save.action,
        summary: save.summary,
      }),
    async restored(_context, snapshot, current) {
      const recorded = snapshot as {
        fields: Record<string, string>;
        english: Record<string, string>;
      };
      return {
        input: {
          ...current.input,
          spanish: recorded.fields,
          against: recorded.english,
        },
      };
    },
  };
}

/**
 * The Spanish editor's page: the English item's fields, each with its Spanish,
 * the fields whose English changed since, and the version's own history. The
 * preview's words come in Spanish (the readers' template reads them from here).
 */
export async function loadTranslationPage<English extends EnglishItem>(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  kind: DeskKind<TranslationInput, TranslationItem<English>, { input: TranslationInput }, TranslationValue>,
  spec: TranslationSpec<English>
) {
  const notFoundMessage = `${spec.english.noun[0]!.toUpperCase()}${spec.english.noun.slice(1)} not found`;
  const id = routeParam(idParam, 'id', notFoundMessage);
  const { item, history } = await loadDeskItem(context, request, String(id), kind);
  if (!item) notFound(notFoundMessage);
  const { fields, spanish, against, publishedAt } = item.input;
  const stale = item.started ? new Set(fieldsNeedingUpdate(fields, against).map((f) => f.key)) : new Set<string>();
  return json(
    {
      title: spec.title(item.english),
      englishPath: spec.english.path(id),
      version: item.version,
      status: item.started ? item.status : 'new',
      values: {
        ...Object.fromEntries(fields.map((f) => [formNameOf(f.key), spanish[f.key] ?? ''])),
        publishedAt: publishedAt ? toFortWorthLocal(new Date(publishedAt)) : '',
        [ENGLISH_VERSION_FIELD]: String(item.english.version),
      },
      fields: fields.map((f) => ({
        name: formNameOf(f.key),
        label: f.label,
        english: f.english,
        multiline: f.multiline,
        changed: stale.has(f.key),
      })),
      history,
      messages: messagesFor('es', 'articles', 'guides', 'recipes', 'card'),
    },
    { headers: PRIVATE_PAGE }
  );
}

/** The Spanish editor's one action: the shared flow's, for the English item the address names. */
export function translationAction(context: AppLoadContext, request: Request, idParam: string | undefined, kind: AnyDeskKind) {
  const id = routeParam(idParam, 'id', `${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)} not found`);
  return deskAction(kind, context, request, id);
}

export type TranslationPageData = Awaited<ReturnType<typeof loadTranslationPage>>;

/** An English item's Spanish state, for its editor's "Spanish version" link. */
export async function spanishStateOf<English extends EnglishItem>(db: Db, spec: TranslationSpec<English>, english: English): Promise<SpanishSummary> {
  return spanishSummary(spanishState(await getTranslation(db, spec.entity, english.id, 'es'), spec.fieldsOf(english)));
}

/** Each listed item's Spanish version and the fields of its English, for the items that have one. */
type ListedTranslations = (db: Db, ids: readonly number[]) => Promise<Map<number, { state: TranslationState; fields: TranslatedField[] }>>;

/**
 * How a desk list reads its items' Spanish: each version's state beside the columns of
 * its English item that hold its words (`source`, made into fields by `fieldsOf` as the
 * editor makes them), in one query for the list however many items have a version.
 */
export function listedTranslations<C extends SelectedFieldsFlat>(
  entity: TranslatedEntity,
  source: { table: Parameters<typeof translationStates>[2]; columns: C },
  fieldsOf: (english: SelectResultFields<C>) => TranslatedField[]
): ListedTranslations {
  return async (db, ids) => {
    const found = await translationStates(db, entity, source.table, source.columns, ids, 'es');
    return new Map([...found].map(([id, { state, item }]) => [id, { state, fields: fieldsOf(item) }]));
  };
}

/** The desk lists' Spanish state of each item, by id: "needs update" when a field's English changed since. */
export async function spanishStatesOf<English extends EnglishItem>(db: Db, spec: TranslationSpec<English>, ids: readonly number[]) {
  const listed = await spec.listed(db, ids);
  return Object.fromEntries(
    ids.map((id): [number, SpanishSummary] => {
      const found = listed.get(id);
      return [id, found ? spanishSummary(spanishState(found.state, found.fields)) : { status: 'none', needsUpdate: false }];
    })
  );
}
