import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { users } from '~/db/schema';

export async function getUserById(db: Db, id: number) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}
