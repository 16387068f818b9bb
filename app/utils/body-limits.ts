/**
 * How large a request body may be, in one place. The Worker refuses anything
 * larger than MAX_REQUEST_BODY_BYTES before it is parsed (a page form's
 * 5,000-character message is ~20 KB); the JSON API documents a smaller limit
 * for its bodies (docs/api.md), which it checks as it reads them.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
export const MAX_API_BODY_BYTES = 16 * 1024;

/**
 * The photo upload form carries a few photos of up to 10 MB each, so it has its own
 * limit; a single photo over 10 MB still reaches the action, which names the file
 * and keeps the rest of the form (app/utils/photo-rules.ts).
 */
export const MAX_PHOTO_UPLOAD_BODY_BYTES = 25 * 1024 * 1024;
const PHOTO_UPLOAD_PATH = /^\/restaurant\/[^/]+\/photos\/?$/;

/**
 * The desk's listings import takes a whole spreadsheet: 2,000 rows with long
 * descriptions, and its Apply step posts the file back as base64 (a third larger).
 */
export const MAX_LISTINGS_IMPORT_BODY_BYTES = 10 * 1024 * 1024;
const LISTINGS_IMPORT_PATH = /^\/admin\/restaurants\/import\/?$/;

/** The body limit of the page or API call at `pathname`. */
export function bodyLimitFor(pathname: string) {
  if (PHOTO_UPLOAD_PATH.test(pathname)) return MAX_PHOTO_UPLOAD_BODY_BYTES;
  if (LISTINGS_IMPORT_PATH.test(pathname)) return MAX_LISTINGS_IMPORT_BODY_BYTES;
  return MAX_REQUEST_BODY_BYTES;
}
