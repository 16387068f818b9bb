import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/**
 * A drizzle database for one deployment. `demoContent` says whether it serves a demo
 * (env DEMO_CONTENT): the models read it to decide whether sample diners' reviews,
 * favourites and ratings may show (decision 022).
 */
export function createDb(d1: D1Database, { demoContent = false }: { demoContent?: boolean } = {}) {
  return Object.assign(drizzle(d1, { schema }), { demoContent });
}

export type Db = ReturnType<typeof createDb>;
