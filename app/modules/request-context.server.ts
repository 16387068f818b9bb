import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Db } from '~/db/client.server';
import { fortWorthTime } from '~/utils/hours';
import { findViewer } from './auth.server';
import type { Env } from './env.server';

/**
 * The load context of one request: the bindings, and the facts every route of
 * the request shares, worked out once — who is looking (read from D1 at most
 * once, however many loaders ask), Fort Worth's time when the request arrived,
 * and the site's origin.
 */
export function createLoadContext(
  request: Request,
  { env, ctx, db, cspNonce }: { env: Env; ctx: ExecutionContext; db: Db; cspNonce: string },
): AppLoadContext {
  let viewer: ReturnType<typeof findViewer> | undefined;
  return {
    cloudflare: { env, ctx },
    db,
    cspNonce,
    origin: env.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    now: fortWorthTime(new Date()),
    viewer: () => (viewer ??= findViewer(env, db, request)),
  };
}
