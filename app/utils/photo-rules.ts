/** What a diner may upload, in one place: the form, the action and the messages read it. */
export const ACCEPTED_PHOTO_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 3;
/**
 * The largest photo the Worker processes, so every 12-megapixel phone photo (4000x3000,
 * 4032x3024, 4080x3072) is taken without JavaScript. What a photo adds to the Worker's
 * 128 MB at its peak (`npm run photo-cost`, figures in decision 014) leaves room for the
 * isolate itself and the upload's own bytes (up to 25 MB a form). Larger photos are
 * refused before decoding (the form scales them down first when JavaScript runs).
 */
export const MAX_PHOTO_SIZE = { width: 4096, height: 3072 } as const;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_SIZE.width * MAX_PHOTO_SIZE.height;
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

/** Width and height from the file's header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X), without decoding; null when unreadable. */
export function photoDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = sniffPhotoType(bytes);
  try {
    if (type === 'image/png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (type === 'image/webp') {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      }
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      return null;
    }
    if (type === 'image/jpeg') {
      let offset = 2;
      while (offset + 9 <= view.byteLength) {
        const marker = view.getUint16(offset);
        if ((marker & 0xff00) !== 0xff00) return null;
        // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
        if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
          return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
        }
        offset += 2 + view.getUint16(offset + 2);
      }
    }
  } catch {
    // A header cut short reads past the end.
  }
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

/**
 * The formats each width is stored in, the smaller first: a browser takes the first
 * <source> it can show, and the JPEG <img> is what every browser can. Photos stored
 * before WebP variants existed list only JPEG.
 */
export const PHOTO_FORMATS = [
  { name: 'webp', mime: 'image/webp', extension: 'webp' },
  { name: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export type PhotoFormatName = PhotoFormat['name'];
const JPEG = PHOTO_FORMATS[1];

/** The format a served file's name asks for (`960.webp`), with its width; null for any other name. */
export function parseVariantFile(file: string): { width: number; format: PhotoFormat } | null {
  const match = /^(\d{1,5})\.([a-z]{3,4})$/.exec(file);
  const format = PHOTO_FORMATS.find((f) => f.extension === match?.[2]);
  return match && format ? { width: Number(match[1]), format } : null;
}

/** The address of one served variant: immutable, as a photo's pixels never change. */
export const photoVariantPath = (photoId: number, width: number, format: PhotoFormat = JPEG) => `/photos/${photoId}/${width}.${format.extension}`;

export type StoredPhoto = { id: number; width: number; height: number; widths: number[]; formats: PhotoFormatName[] };

/**
 * A stored photo for <picture>: a `srcset` per format it has beyond JPEG (for
 * <source>), and the JPEG <img>'s `src`, `srcset` and intrinsic size, so it reserves its space.
 */
export function photoPictureProps(photo: StoredPhoto, preferredWidth = 960) {
  const srcSet = (format: PhotoFormat) => photo.widths.map((w) => `${photoVariantPath(photo.id, w, format)} ${w}w`).join(', ');
  const src = photo.widths.find((w) => w >= preferredWidth) ?? photo.widths[photo.widths.length - 1]!;
  return {
    sources: PHOTO_FORMATS.filter((f) => f !== JPEG && photo.formats.includes(f.name)).map((f) => ({ type: f.mime, srcSet: srcSet(f) })),
    img: { src: photoVariantPath(photo.id, src), srcSet: srcSet(JPEG), width: src, height: variantHeight(photo.width, photo.height, src) },
  };
}
