import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { contactMessages } from '~/db/schema';
import { recordChange } from './changes.server';

type NewContactMessage = { name: string; email: string; message: string };

/** Stores a message sent from the contact page. */
export async function createContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

export type InboxView = 'open' | 'handled';

/** The desk's inbox: messages not yet handled (newest first), or those handled. */
export function listContactMessages(db: Db, view: InboxView, limit = 100) {
  return db
    .select()
    .from(contactMessages)
    .where(view === 'open' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Messages no editor has opened yet (the desk's overview). */
export async function countUnreadMessages(db: Db) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** An editor has seen these messages (opening the inbox marks what it shows). */
export async function markMessagesRead(db: Db, ids: number[]) {
  if (!ids.length) return;
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 90) {
    const batch = ids.slice(i, i + 90);
    await db
      .update(contactMessages)
      .set({ readAt: now })
      .where(and(isNull(contactMessages.readAt), inArray(contactMessages.id, batch)));
  }
}

/** Marks a message handled (or open again), recorded in the desk's history. */
export async function setMessageHandled(db: Db, { messageId, editorId, handled }: { messageId: number; editorId: number; handled: boolean }) {
  const now = new Date().toISOString();
  const [, [row]] = await db.batch([
    recordChange(db, { entity: 'message', entityId: messageId, userId: editorId, action: handled ? 'handled' : 'reopened' }),
    db
      .update(contactMessages)
      .set({ handledAt: handled ? now : null, readAt: now })
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id }),
  ]);
  return Boolean(row);
}
