import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { friendships, users } from '~/db/schema';

export async function getUserById(db: Db, id: number) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

/** What sign-in learned from Facebook, already validated. */
export type FacebookIdentity = {
  facebookId: string;
  name: string;
  email: string | null;
  profilePicture: string | null;
  /** Facebook ids of the diner's friends who also use the app. */
  friendIds: string[];
};

/** The spec's rule: the e-mail's local part, or "user_" plus the Facebook id. */
export function usernameFor(identity: Pick<FacebookIdentity, 'facebookId' | 'email'>): string {
  const local = identity.email?.split('@')[0]?.trim();
  return local ? local.slice(0, 64) : `user_${identity.facebookId}`;
}

/**
 * Creates the diner on their first sign-in or refreshes their name, picture and
 * e-mail on later ones, and replaces their stored friend list. `created` tells
 * a first sign-in ("Welcome!") from a return ("Welcome back!").
 */
export async function upsertFacebookUser(db: Db, identity: FacebookIdentity): Promise<{ id: number; created: boolean }> {
  const values = {
    facebookId: identity.facebookId,
    name: identity.name,
    username: usernameFor(identity),
    email: identity.email,
    profilePicture: identity.profilePicture,
  };
  const [inserted] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.facebookId })
    .returning({ id: users.id });
  let id = inserted?.id;
  if (id === undefined) {
    const [updated] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(users.facebookId, identity.facebookId))
      .returning({ id: users.id });
    if (!updated) throw new Error('The user vanished during sign-in');
    id = updated.id;
  }
  await replaceFriends(db, id, identity.friendIds);
  return { id, created: inserted !== undefined };
}

async function replaceFriends(db: Db, userId: number, friendIds: string[]) {
  const unique = [...new Set(friendIds)];
  const remove = db.delete(friendships).where(eq(friendships.userId, userId));
  // D1 allows 100 bound parameters per statement: 2 per row, so 45 rows per insert.
  const inserts = [];
  for (let i = 0; i < unique.length; i += 45) {
    inserts.push(
      db.insert(friendships).values(unique.slice(i, i + 45).map((friendFacebookId) => ({ userId, friendFacebookId }))),
    );
  }
  await db.batch([remove, ...inserts]);
}
