/**
 * Cells of a listings sheet as people write them, read before the desk's own
 * checks: columns a sheet may add beside the listing's own (the parts of an
 * address, one hours column, the day details were checked), a website without
 * its scheme, and a European decimal comma.
 */

/** Columns that are not a listing field but feed one. */
export type ExtraColumn = 'city' | 'state' | 'zip' | 'details_checked';
export const EXTRA_COLUMNS: Record<ExtraColumn, string[]> = {
  city: ['city', 'town'],
  state: ['state', 'st', 'province'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  details_checked: ['details_checked', 'details checked', 'checked', 'checked on', 'last checked', 'last verified', 'verified'],
};

/**
 * "123 Main St, Fort Worth, TX 76104" from the cells a sheet splits it into. A ZIP
 * that a spreadsheet kept as a number lost its leading zeros: they come back.
 */
export function joinAddress(street: string, city: string, state: string, zip: string) {
  const code = /^\d{3,4}$/.test(zip) ? zip.padStart(5, '0') : zip;
  const region = [state, code].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
}

/** "www.x.com" or "x.com/menu" as the address a browser opens: https:// in front; anything else as written. */
export function withScheme(cell: string) {
  if (!cell || /^[a-z][a-z0-9+.-]*:/i.test(cell)) return cell;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(cell) ? `https://${cell}` : cell;
}

/**
 * "32,7305" as 32.7305: European Excel writes decimal commas, and a cell reaches
 * here whole only when its separator was not a comma or it was quoted.
 */
export function decimalPoint(cell: string) {
  return /^[+-]?\d+,\d+$/.test(cell) ? cell.replace(',', '.') : cell;
}

/**
 * The day a row's details were checked, from its details_checked cell: a date
 * (2026-11-02, as Excel shows it or as an export writes it), or what is wrong.
 */
export function checkedDay(cell: string, today: string): { day: string | null } | { error: string } {
  if (!cell) return { day: null };
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+Z?)?$/.exec(cell)?.[1];
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const day = iso ?? (us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null);
  if (!day || Number.isNaN(Date.parse(`${day}T12:00:00Z`)) || new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) !== day) {
    return { error: `Write the day the details were checked as a date, e.g. ${today}, or leave it empty` };
  }
  if (day > today) return { error: `The day the details were checked cannot be after today (${today})` };
  return { day };
}
