import { z } from 'zod';

/**
 * The Worker's bindings and secrets, validated once per isolate in workers/handler.ts.
 * Secrets come from `wrangler secret put` in production and `.dev.vars` locally.
 */
/** An https tile template: a plain host (no template in it), then a path and query holding {z}, {x} and {y}. */
const MAP_TILE_TEMPLATE = /^https:\/\/[a-z0-9.-]+(?::\d+)?\/[^\s"'<>]*$/i;

/** GEOCODER_URL as the Worker reads it, and `npm run import` too (scripts/lib/import-geocoder.ts). */
export function geocoderUrlSchema() {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim().replace(/\/+$/, '') || undefined)
    .refine((value) => value === undefined || /^https:\/\/[^\s]+$/.test(value) || (/^http:\/\/[^\s]+$/.test(value) && isLoopbackUrl(value)), {
      message: 'GEOCODER_URL must be an https address, e.g. https://geocoding.geo.census.gov/geocoder',
    });
}

const envSchema = z.object({
  ENVIRONMENT: z.enum(['production', 'development', 'test']).default('production'),
  /** The site's own origin, used for canonical URLs and the Origin check. */
  PUBLIC_ORIGIN: z.string().url(),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
  FACEBOOK_APP_ID: z.string().min(1),
  FACEBOOK_APP_SECRET: z.string().min(1),
  /**
   * Local stand-in for Facebook (workers/facebook-standin.ts). Honoured only on a
   * loopback host, so a production deployment can never point sign-in elsewhere.
   */
  FACEBOOK_STANDIN_URL: z.string().url().optional(),
  /**
   * Facebook ids of the site's first admins, comma-separated: each becomes an admin
   * when they sign in. Admins then grant and revoke the editor role in the desk.
   */
  ADMIN_FACEBOOK_IDS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((id) => id.trim()).filter(Boolean)),
  /**
   * A deployment that shows the sample diners, reviews and listings on purpose (local
   * development, tests, a demo site): every page says so and asks not to be indexed.
   * Anything but "true" is a real site, which never shows a sample diner's review,
   * favourite or rating (decision 022). A typo stops the Worker rather than guessing.
   */
  DEMO_CONTENT: z
    .union([z.boolean(), z.enum(['true', 'false'])], { errorMap: () => ({ message: 'DEMO_CONTENT must be "true" or "false"' }) })
    .optional()
    .transform((value) => value === true || value === 'true'),
  /**
   * Tests only: the instant the Worker takes as "now" for opening hours, happy hour and
   * special dates (ISO 8601 with its offset). Refused unless ENVIRONMENT is "test".
   */
  TEST_NOW: z.string().datetime({ offset: true, message: 'TEST_NOW must be an ISO instant, e.g. 2026-11-26T18:30:00-06:00' }).optional(),
  /**
   * Optional raster tiles under the maps of places (README "Maps"): an https URL template
   * with {z}, {x} and {y}, and the attribution its provider's terms ask for. Empty is unset;
   * the maps then draw a plain schematic. The CSP allows this host only when it is set.
   */
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || MAP_TILE_TEMPLATE.test(value), {
      message: 'MAP_TILE_URL must be an https address with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
    })
    .refine((value) => value === undefined || ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      message: 'MAP_TILE_URL must contain {z}, {x} and {y}',
    }),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /**
   * Optional: the base of a geocoder that answers as the U.S. Census Geocoder does
   * (README "Addresses on the map"), e.g. https://geocoding.geo.census.gov/geocoder.
   * Empty is unset: listings are placed only by the coordinates an editor gives.
   * http is allowed only on a loopback host (the local stand-in).
   */
  GEOCODER_URL: geocoderUrlSchema(),
}).refine((env) => env.TEST_NOW === undefined || env.ENVIRONMENT === 'test', {
  path: ['TEST_NOW'],
  message: 'TEST_NOW is for tests only: remove it (the site keeps its own time)',
}).refine((env) => env.MAP_TILE_URL === undefined || env.MAP_TILE_ATTRIBUTION !== undefined, {
  path: ['MAP_TILE_ATTRIBUTION'],
  message: "MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL: the tile provider's attribution, shown on every map",
});

export type ParsedEnv = z.infer<typeof envSchema>;

type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  FORM_RATE_LIMITER?: RateLimit;
  AUTH_RATE_LIMITER?: RateLimit;
  FAVORITE_RATE_LIMITER?: RateLimit;
  PHOTO_RATE_LIMITER?: RateLimit;
  REPORT_RATE_LIMITER?: RateLimit;
  /** Diners' photos: uploads as sent (never served) and the served variants. */
  PHOTOS: R2Bucket;
  /** Optional: e-mail the operator each contact message (README "Contact messages by e-mail"). */
  CONTACT_MAIL?: SendEmail;
  CONTACT_MAIL_FROM?: string;
  CONTACT_MAIL_TO?: string;
  /** Optional: mail a claim's code to the listing's website domain (README "Claims by e-mail"). */
  CLAIM_MAIL?: SendEmail;
  CLAIM_MAIL_FROM?: string;
  /** Optional: e-mail diners the digests they ask for (README "Digests by e-mail"). */
  DIGEST_MAIL?: SendEmail;
  DIGEST_MAIL_FROM?: string;
};

export type Env = ParsedEnv & Bindings;

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid Worker environment: ${problems}`);
  }
  return { ...(raw as unknown as Bindings), ...parsed.data };
}

/** The scheme and host the map tiles come from (the CSP's img-src), or null without tiles. */
export function mapTileOrigin(env: Pick<ParsedEnv, 'MAP_TILE_URL'>): string | null {
  return env.MAP_TILE_URL ? new URL(env.MAP_TILE_URL.replace(/[{}]/g, '')).origin : null;
}

export function isLoopbackUrl(value: string): boolean {
  let hostname: string;
  try {
    ({ hostname } = new URL(value));
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
