import type { Db } from './db/client.server';
import type { Env } from './modules/env.server';

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    /** Per-request Content-Security-Policy nonce for Remix's inline scripts. */
    cspNonce: string;
  }
}

export {};
