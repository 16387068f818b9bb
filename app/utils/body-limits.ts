/**
 * How large a request body may be, in one place. The Worker refuses anything
 * larger than MAX_REQUEST_BODY_BYTES before it is parsed (a page form's
 * 5,000-character message is ~20 KB); the JSON API documents a smaller limit
 * for its bodies (docs/api.md), which it checks as it reads them.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
export const MAX_API_BODY_BYTES = 16 * 1024;
