import { and, count, desc, eq, inArray, isNotNull, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { changes, contactMessages, type ContactHoldReason } from '~/db/schema';
import { CONTACT_HOURLY_CEILING, type ContactTopic } from '~/utils/contact-limits';
import { viewName, type InboxView } from '~/utils/inbox-views';
import { changeValues } from './changes.server';
import { statementsInRuns } from '~/db/bound-parameters';

type NewContactMessage = { name: string; email: string; message: string; topic?: ContactTopic };

/** What the hidden field caught never counts towards the ceiling: it never reaches the inbox. */
const notHoneypot = sql`coalesce(${contactMessages.heldReason}, '') <> 'honeypot'`;

/**
 * Stores a message sent from the contact page. A message the hidden field gave
 * away is held as 'honeypot'; one past the site's hourly ceiling (counted in the
 * same statement, so simultaneous sends cannot both slip under it) as 'ceiling'.
 */
export async function createContactMessage(db: Db, message: NewContactMessage, { honeypot = false } = {}) {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const heldReason = honeypot
    ? 'honeypot'
    : sql<ContactHoldReason | null>`CASE WHEN (SELECT count(*) FROM ${contactMessages} WHERE ${contactMessages.createdAt} > ${hourAgo} AND ${notHoneypot}) >= ${CONTACT_HOURLY_CEILING} THEN 'ceiling' END`;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, heldReason })
    .returning({ id: contactMessages.id, heldReason: contactMessages.heldReason });
  return row!;
}

const hasLink = or(
  like(contactMessages.message, '%://%'),
  like(contactMessages.message, '%www.%'),
  like(contactMessages.name, '%://%'),
  like(contactMessages.name, '%www.%'),
)!;

/** The same text (ignoring case and surrounding space) sent more than once, by anyone. */
const normalizedText = sql`lower(trim(${contactMessages.message}))`;
const repeatedText = sql<boolean>`${normalizedText} IN (SELECT lower(trim(${contactMessages.message})) FROM ${contactMessages} GROUP BY 1 HAVING count(*) > 1)`;

const open = isNull(contactMessages.handledAt);

/** Which messages a view holds. "Probably junk" overlaps the others: it is a lens for clearing a flood. */
function inView(view: InboxView): SQL {
  switch (view) {
    case 'inbox':
      return and(open, isNull(contactMessages.heldReason))!;
    case 'held':
      return and(open, eq(contactMessages.heldReason, 'ceiling'))!;
    case 'junk':
      return and(open, or(eq(contactMessages.heldReason, 'honeypot'), hasLink, repeatedText))!;
    case 'handled':
      return isNotNull(contactMessages.handledAt);
  }
}

/** A view's newest messages, each with why it looks like junk. */
export async function listContactMessages(db: Db, view: InboxView, limit = 100) {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      topic: contactMessages.topic,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      heldReason: contactMessages.heldReason,
      hasLink: sql<number>`${hasLink}`,
      repeated: sql<number>`${repeatedText}`,
    })
    .from(contactMessages)
    .where(inView(view))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map(({ hasLink, repeated, ...m }) => ({
    ...m,
    junk: { honeypot: m.heldReason === 'honeypot', link: Boolean(hasLink), repeated: Boolean(repeated) },
  }));
}

/** How many messages each view holds (the inbox's tabs). */
export async function countContactMessages(db: Db): Promise<Record<InboxView, number>> {
  const [[inbox], [held], [junk], [handled]] = await db.batch([
    db.select({ n: count() }).from(contactMessages).where(inView('inbox')),
    db.select({ n: count() }).from(contactMessages).where(inView('held')),
    db.select({ n: count() }).from(contactMessages).where(inView('junk')),
    db.select({ n: count() }).from(contactMessages).where(inView('handled')),
  ]);
  return { inbox: inbox?.n ?? 0, held: held?.n ?? 0, junk: junk?.n ?? 0, handled: handled?.n ?? 0 };
}

/** Inbox messages no editor has opened yet (the desk's overview); held ones wait in their own view. */
export async function countUnreadMessages(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), inView('inbox')));
  return row?.n ?? 0;
}

/** An editor has seen these messages (opening a view marks what it shows). */
export async function markMessagesRead(db: Db, ids: number[]) {
  if (!ids.length) return;
  const now = new Date().toISOString();
  const [first, ...rest] = statementsInRuns(ids, (run) =>
    db.update(contactMessages).set({ readAt: now }).where(and(isNull(contactMessages.readAt), inArray(contactMessages.id, run))),
  );
  await db.batch([first!, ...rest]);
}

export type MessageAction = 'handled' | 'reopen' | 'delete';

/**
 * The messages an editor acts on: those ticked, or every message of a view up to
 * the newest the page showed (one that arrived since is left for the editor to see).
 */
export type MessageSelection = { ids: number[] } | { view: InboxView; upTo: number };

/**
 * Marks messages handled, moves them to the inbox (out of handled, held or the
 * junk the hidden field caught) or deletes them, with one row in the desk's history
 * written in the same batch. Returns how many messages it changed.
 */
export async function actOnMessages(
  db: Db,
  { action, selection, editorId }: { action: MessageAction; selection: MessageSelection; editorId: number },
) {
  // The ticked ids travel as one JSON value: D1 binds at most 100 values a statement.
  const where =
    'ids' in selection
      ? sql`${contactMessages.id} IN (SELECT value FROM json_each(${JSON.stringify(selection.ids)}))`
      : and(inView(selection.view), lte(contactMessages.id, selection.upTo))!;
  const now = new Date().toISOString();
  const scope = 'view' in selection ? ` in ${viewName(selection.view)}` : '';
  // Written first, of the messages about to change; with none left, its id is NULL and the batch fails.
  const record = db.insert(changes).values({
    ...changeValues({ entity: 'message', entityId: 0, userId: editorId, action: { handled: 'handled', reopen: 'reopened', delete: 'deleted' }[action] }),
    entityId: sql<number>`(SELECT min(${contactMessages.id}) FROM ${contactMessages} WHERE ${where})`,
    summary: sql<string>`(SELECT CASE WHEN count(*) > 1 THEN count(*) || ' messages' || ${scope} ELSE '' END FROM ${contactMessages} WHERE ${where})`,
  });
  const write =
    action === 'delete'
      ? db.delete(contactMessages).where(where).returning({ id: contactMessages.id })
      : db
          .update(contactMessages)
          .set(action === 'handled' ? { handledAt: now, readAt: now } : { handledAt: null, heldReason: null, readAt: now })
          .where(where)
          .returning({ id: contactMessages.id });
  try {
    const [, rows] = await db.batch([record, write]);
    return rows.length;
  } catch (error) {
    const [left] = await db.select({ n: count() }).from(contactMessages).where(where);
    if (left?.n === 0) return 0;
    throw error;
  }
}
