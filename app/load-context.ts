import type { Db } from './db/client.server';
import type { UserRow } from './db/schema';
import type { Env } from './modules/env.server';
import type { PhotoCodec } from './modules/photo-codec';
import type { ContactNotice } from './utils/operator-mail';
import type { ClaimCodeMail } from './utils/claim-mail';
import type { DigestMailer } from './modules/digests.server';
import type { ToastData } from './modules/session.server';
import type { LocalTime } from './utils/hours';
import type { Locale } from './utils/locale';

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    /** Per-request Content-Security-Policy nonce for Remix's inline scripts. */
    cspNonce: string;
    /** The site's origin, without a trailing slash (canonical URLs, feeds, sitemap). */
    origin: string;
    /** The language of the address: en, or es under /es (decision 052). */
    locale: Locale;
    /** Fort Worth's weekday and minute when the request arrived (open now, today's hours). */
    now: LocalTime;
    /** The same instant as an ISO string, for what reads as an age ("3 days ago"). */
    instant: string;
    /** The signed-in diner, or null: looked up once per request (app/modules/request-context.server.ts). */
    viewer: () => Promise<UserRow | null>;
    /** Decodes, strips and resizes diners' photos (WASM, wired in workers/handler.ts). */
    photoCodec: PhotoCodec;
    /** Tells the operator a contact message arrived (e-mail or log, wired in workers/handler.ts). */
    notifyOperator: (notice: ContactNotice) => Promise<void>;
    /** Mails a claim's code to the listing's website domain; null when outgoing mail is not set up (workers/claim-mail.ts). */
    mailClaimCode: ((mail: ClaimCodeMail) => Promise<void>) | null;
    /** Sends digests and their confirmations; null when outgoing mail for digests is not set up (workers/digest-mail.ts). */
    digestMail: DigestMailer | null;
    /**
     * A toast an action answered with, not yet shown: the root loader of the same
     * request shows it, or else it leaves as the flash cookie (toastWithAnswer).
     */
    toast: { pending: ToastData | null };
  }
}

export {};
