/**
 * The spec's restaurant slug rule: the name lowercased, characters other than
 * letters, digits and spaces removed, runs of spaces turned into one hyphen.
 * "Cooper's Old Time Pit Bar-B-Que" -> "coopers-old-time-pit-barbque".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** An address the desk accepts: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
