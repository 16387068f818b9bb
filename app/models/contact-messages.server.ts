import type { Db } from '~/db/client.server';
import { contactMessages } from '~/db/schema';

type NewContactMessage = { name: string; email: string; message: string };

/** Stores a message sent from the contact page. */
export async function createContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
