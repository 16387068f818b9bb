import type { Submission } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import type { PublicationStatus } from '~/db/schema';
import { getChangeSnapshot, listChanges, type ChangeEntity } from '~/models/changes.server';
import type { DeskEntity } from '~/models/users.server';
import { requireEditorOf } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import type { ToastData } from '~/modules/session.server';
import { conflictingFields } from '~/utils/desk-conflict';
import { changeAction, LIVE_STATUSES, nextPublication, SAVE_FAILED, savedToast, saveOrFail, type StateIntent } from '~/utils/desk-publishing';
import { formatDateTime } from '~/utils/format';

type FieldErrors = Record<string, string[]>;
type Db = AppLoadContext['db'];

/** What every editable kind's stored item has: the flow needs no more than this. */
export type DeskItem<Input> = {
  id: number;
  version: number;
  updatedAt: string | null;
  /** Kinds without publication states (listings are live once saved) have none. */
  status?: PublicationStatus;
  input: Input;
};

/** How a save is recorded: filled in by the flow, written by the kind's own save. */
export type DeskSave<Item> = {
  id: number | null;
  expectedVersion: number;
  current: Item | null;
  status: PublicationStatus;
  publishedAt: string;
  userId: number;
  action: string;
  summary: string;
};

type Input = { slug: string; publishedAt?: string };

/**
 * One editable kind, declared: its words, its form, its checks and its save.
 * Everything the desk does with any kind (versioned save, preview, publish,
 * schedule, unpublish, restore, the 409 that keeps the text, the history, the
 * content generation) is the flow below, written once.
 */
export type DeskKind<I extends Input, Item extends DeskItem<I>, Draft extends { input: I }, Value> = {
  entity: DeskEntity;
  /** Where its history is recorded, when not under `entity` (a Spanish version keeps its own). */
  history?: ChangeEntity;
  /** "article": in "Article not found", "this article’s history", "saved this article just now". */
  noun: string;
  /** Who else may hold an address, in "Another … now has the address". */
  addressHolder: string;
  path: (id: number) => string;
  /** The buttons the form may press; `fallback` stands when none was (a plain Enter). */
  intents: readonly string[];
  fallback?: string;
  /** With publication states (draft, scheduled, published…) or live from the first save. */
  published: boolean;
  find: (db: Db, id: number) => Promise<Item | null>;
  /** The form's values of an item, field by field: what a conflict and the history compare. */
  comparable: (input: I) => Record<string, string>;
  /** Each comparable field's name; a function when the fields depend on the item (a translation's). */
  labels: Record<string, string> | ((input: I) => Record<string, string>);
  /** Its name or title, the history's line for a save that changed no field. */
  name: (input: I) => string;
  parse: (formData: FormData, context: AppLoadContext) => Submission<Value>;
  /** The typed form as a draft to save, or messages on its fields (an unknown restaurant…). */
  prepare: (context: AppLoadContext, value: Value, current: Item | null, formData: FormData) => Promise<Draft | { fieldErrors: FieldErrors }>;
  address: { field: string; missing: string; taken: (holder: string, input: I) => string };
  slugTakenBy: (db: Db, slug: string, exceptId: number | null) => Promise<string | null>;
  preview?: (context: AppLoadContext, draft: Draft, current: Item | null) => Promise<unknown>;
  /** Last checks once the state is known (a live guide's Changes lines), or work before the save (geocoding). */
  settle?: (context: AppLoadContext, draft: Draft, state: Settling<Item>) => Promise<Draft | { fieldErrors: FieldErrors }>;
  /** What the editor typed, for the conflict notice; the raw form unless the kind's fields are rows. */
  typed?: (formData: FormData, draft: Draft) => Record<string, string>;
  /** The history's word for a save of a kind without publication states. */
  saveAction?: (draft: Draft, current: Item | null) => string;
  save: (db: Db, draft: Draft, save: DeskSave<Item>) => Promise<{ id: number } | { conflict: true }>;
  afterSave?: (context: AppLoadContext, draft: Draft) => Promise<void>;
  savedToast?: (draft: Draft, created: boolean) => ToastData;
  /** A recorded version as a draft to save again. */
  restored: (context: AppLoadContext, snapshot: unknown, current: Item) => Promise<Draft>;
  /** Buttons beyond the shared ones, e.g. a listing's "Confirm details". */
  actions?: Record<string, (context: AppLoadContext, current: Item | null, userId: number, formData: FormData) => Promise<Response>>;
};

export type Settling<Item> = { current: Item | null; status: PublicationStatus; publishedAt: string; now: Date; formData: FormData };

// The flow takes any declared kind; each kind checks its own types where it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDeskKind = DeskKind<any, any, any, any>;

const capitalised = (noun: string) => noun[0]!.toUpperCase() + noun.slice(1);

const historyOf = (kind: Pick<AnyDeskKind, 'entity' | 'history'>): ChangeEntity => kind.history ?? kind.entity;
const labelsOf = (kind: AnyDeskKind, input: unknown): Record<string, string> => (typeof kind.labels === 'function' ? kind.labels(input) : kind.labels);

/** Readers see it now: published, or scheduled and its time has come. */
export const isLive = (status: PublicationStatus | undefined, publishedAt: string | undefined, now: Date) =>
  status === 'published' || (status === 'scheduled' && (publishedAt ?? '') <= now.toISOString());

/** An editor's address for an item not saved yet (`/admin/articles/new`): the same route, with no item. */
const NEW_ITEM = 'new';

/**
 * A desk editor's page: the person (who must be allowed to edit it), the item and
 * its history; no item for a new one; 404 for an id that names none.
 */
export async function loadDeskItem<Item extends DeskItem<Input>>(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  kind: Pick<AnyDeskKind, 'entity' | 'history' | 'noun'> & { find: (db: Db, id: number) => Promise<Item | null> },
) {
  const id = deskItemId(kind, idParam);
  const editor = await requireEditorOf(context, request, { entity: kind.entity, id });
  if (id === null) return { editor, item: null, history: [] as RecordedHistory };
  const [item, history] = await Promise.all([kind.find(context.db, id), listChanges(context.db, historyOf(kind), id)]);
  if (!item) notFound(`${capitalised(kind.noun)} not found`);
  return { editor, item, history };
}

type RecordedHistory = Awaited<ReturnType<typeof listChanges>>;

/** The item an editor's address names, read as its loader reads it: null for a new one. */
export const deskItemId = (kind: Pick<AnyDeskKind, 'noun'>, idParam: string | undefined) =>
  idParam === NEW_ITEM ? null : routeParam(idParam, 'id', `${capitalised(kind.noun)} not found`);

/**
 * A desk form's one action, for a new item (`id` null) and an edit. The button
 * pressed says what happens: preview (nothing saved), save, publish, schedule,
 * unpublish, restore an earlier version, or a kind's own action.
 */
export async function deskAction(kind: AnyDeskKind, context: AppLoadContext, request: Request, id: number | null) {
  const editor = await requireEditorOf(context, request, { entity: kind.entity, id });
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? kind.fallback ?? '');
  if (!kind.intents.includes(intent)) throw json({ message: 'Unknown action' }, { status: 400, headers: PRIVATE_PAGE });
  const current = id === null ? null : await kind.find(context.db, id);
  if (id !== null && !current) throw json({ message: `${capitalised(kind.noun)} not found` }, { status: 404, headers: PRIVATE_PAGE });
  if (intent === 'restore') return restore(kind, context, current, formData.get('changeId'), editor.id);
  const own = kind.actions?.[intent];
  if (own) return own(context, current, editor.id, formData);

  const submission = kind.parse(formData, context);
  const answer = (status: number, extra: { preview?: unknown; conflict?: unknown } = {}, refusal?: { fieldErrors?: FieldErrors; formErrors?: string[] }) =>
    json({ result: submission.reply(refusal), preview: null, conflict: null, ...extra }, { status, headers: PRIVATE_PAGE });
  if (submission.status !== 'success') return answer(400);

  let draft = await kind.prepare(context, submission.value, current, formData);
  if ('fieldErrors' in draft) return answer(400, {}, draft);
  if (!draft.input.slug) return answer(400, {}, { fieldErrors: { [kind.address.field]: [kind.address.missing] } });
  const holder = await kind.slugTakenBy(context.db, draft.input.slug, id);
  if (holder) return answer(400, {}, { fieldErrors: { [kind.address.field]: [kind.address.taken(holder, draft.input)] } });
  if (intent === 'preview' && kind.preview) return answer(200, { preview: await kind.preview(context, draft, current) });

  const now = new Date();
  const next = kind.published
    ? nextPublication(
        intent as StateIntent,
        current && { status: current.status, publishedAt: current.input.publishedAt },
        draft.input.publishedAt ? new Date(draft.input.publishedAt) : null,
        now,
      )
    : { status: 'published' as const, publishedAt: now.toISOString() };
  if ('error' in next) return answer(400, {}, { fieldErrors: { publishedAt: [next.error] } });
  const settled = kind.settle ? await kind.settle(context, draft, { current, ...next, now, formData }) : draft;
  if ('fieldErrors' in settled) return answer(400, {}, settled);
  draft = kind.published ? { ...settled, input: { ...settled.input, publishedAt: next.publishedAt } } : settled;

  const changed = current ? conflictingFields(kind.comparable(draft.input), kind.comparable(current.input), labelsOf(kind, current.input)).map((f) => f.label) : [];
  const result = await saveOrFail(
    kind.save(context.db, draft, {
      id,
      expectedVersion: Number(formData.get('version')) || 0,
      current,
      ...next,
      userId: editor.id,
      action: kind.saveAction ? kind.saveAction(draft, current) : changeAction(intent as StateIntent, current === null),
      summary: changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : kind.name(draft.input),
    }),
  );
  if ('failed' in result) return answer(503, {}, { formErrors: [SAVE_FAILED] });
  if ('conflict' in result) return answer(409, { conflict: await conflictOf(kind, context.db, id!, kind.typed?.(formData, draft) ?? typedFields(formData)) });

  await kind.afterSave?.(context, draft);
  // Readers see the change on their next request when it touches a live page (or takes one down).
  if (!kind.published || LIVE_STATUSES.includes(next.status) || (current && LIVE_STATUSES.includes(current.status))) await publishChanges(context);
  return redirectWithToast(
    context,
    kind.path(result.id),
    kind.savedToast?.(draft, current === null) ?? { type: 'success', title: savedToast(next.status, next.publishedAt, current === null) },
  );
}

const typedFields = (formData: FormData) => Object.fromEntries([...formData.entries()].map(([key, value]) => [key, String(value)]));

/** The 409's notice: who saved in between, when, and each field where what was typed differs from theirs. */
async function conflictOf(kind: AnyDeskKind, db: Db, id: number, typed: Record<string, string>) {
  const theirs = (await kind.find(db, id))!;
  const [latest] = await listChanges(db, historyOf(kind), id, 1);
  return {
    by: latest?.by ?? null,
    at: latest?.createdAt ?? theirs.updatedAt,
    version: theirs.version,
    changes: conflictingFields(typed, kind.comparable(theirs.input), labelsOf(kind, theirs.input)),
  };
}

/** Restore: the recorded version goes back, as a new recorded change and a new version. */
async function restore(kind: AnyDeskKind, context: AppLoadContext, current: DeskItem<Input> | null, changeIdValue: FormDataEntryValue | null, userId: number) {
  if (!current) throw json({ message: `Save the new ${kind.noun} first` }, { status: 400, headers: PRIVATE_PAGE });
  const changeId = Number(changeIdValue);
  const snapshot = Number.isInteger(changeId) && changeId > 0 ? await getChangeSnapshot(context.db, historyOf(kind), current.id, changeId) : null;
  if (!snapshot) throw json({ message: `That version is not in this ${kind.noun}’s history` }, { status: 400, headers: PRIVATE_PAGE });
  const back = kind.path(current.id);
  const draft = await kind.restored(context, snapshot.snapshot, current);
  if (await kind.slugTakenBy(context.db, draft.input.slug, current.id))
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: `Another ${kind.addressHolder} now has the address “${draft.input.slug}”.`,
    });
  const result = await kind.save(context.db, draft, {
    id: current.id,
    expectedVersion: current.version,
    current,
    status: current.status ?? 'published',
    publishedAt: draft.input.publishedAt || new Date().toISOString(),
    userId,
    action: 'restored',
    summary: `The version of ${formatDateTime(snapshot.createdAt)}`,
  });
  if ('conflict' in result)
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: `Another editor saved this ${kind.noun} just now. Try again.`,
    });
  if (!kind.published || LIVE_STATUSES.includes(current.status!)) await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: 'Earlier version restored' });
}
