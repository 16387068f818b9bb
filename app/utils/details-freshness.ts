/**
 * How long a listing's details count as checked: past this, the desk lists it among
 * the ones to look at again (decision on how fresh a listing is). Shared by the
 * desk's query and its page, so the page can say the number it sorts by.
 */
export const DETAILS_STALE_AFTER_DAYS = 180;
