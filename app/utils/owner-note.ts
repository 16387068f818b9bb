/**
 * The "From the owner" note's limit, apart from the owner's form schema: the page's
 * field reads it in the browser, and the schema's imports (parsers of hours and
 * special dates) would otherwise go with it into scripts other pages share.
 */
export const OWNER_NOTE_MAX = 280;
