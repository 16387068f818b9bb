/** What a diner may upload, in one place: the form, the action and the messages read it. */
export const ACCEPTED_PHOTO_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 3;
/** Photos one diner may add in a day (UTC), whatever their fate in moderation. */
export const DAILY_PHOTO_QUOTA = 20;
/** The widths photos are served at (never wider than the photo itself). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const ACCEPTED_PHOTOS_TEXT = `${ACCEPTED_PHOTO_TYPES.map((t) => t.label).join(', ').replace(/, (\w+)$/, ' or $1')} photos up to 10 MB each`;

/**
 * The image type the bytes really are, from their signature, whatever the file's
 * name or declared type says; null for anything else.
 */
export function sniffPhotoType(bytes: Uint8Array): (typeof ACCEPTED_PHOTO_TYPES)[number]['mime'] | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** The widths to store for a photo `width` pixels wide: each listed width below it, and the photo's own if smaller than the largest. */
export function variantWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  return width <= PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! ? [...below, width] : [...below];
}

export function variantHeight(width: number, height: number, variantWidth: number) {
  return Math.max(1, Math.round((height * variantWidth) / width));
}

/** The address of one served variant: immutable, as a photo's pixels never change. */
export const photoVariantPath = (photoId: number, width: number) => `/photos/${photoId}/${width}.jpg`;

/** `src`, `srcset` and intrinsic size of a stored photo, for an <img> that reserves its space. */
export function photoImageProps(photo: { id: number; width: number; height: number; widths: number[] }, preferredWidth = 960) {
  const src = photo.widths.find((w) => w >= preferredWidth) ?? photo.widths[photo.widths.length - 1]!;
  return {
    src: photoVariantPath(photo.id, src),
    srcSet: photo.widths.map((w) => `${photoVariantPath(photo.id, w)} ${w}w`).join(', '),
    width: src,
    height: variantHeight(photo.width, photo.height, src),
  };
}
