import { jpegOrientation } from '~/utils/exif-orientation';
import { withoutMetadata } from '~/utils/image-metadata';
import { PHOTO_FORMATS, type PhotoFormat } from '~/utils/photo-rules';
import type { PhotoVariant } from './photo-codec';

/**
 * Where a photo's bytes live in R2. The upload is kept, never served, to re-encode
 * later: with its metadata (GPS and all) left out, and its EXIF orientation kept
 * as the object's own metadata so a later re-encode still turns it upright. Every
 * served file is a variant the codec wrote from pixels alone.
 */
const originalKey = (photoId: number) => `originals/${photoId}`;
const variantKey = (photoId: number, width: number, format: PhotoFormat) => `photos/${photoId}/${width}.${format.extension}`;


export async function storePhoto(bucket: R2Bucket, photoId: number, original: Uint8Array, contentType: string, variants: PhotoVariant[]) {
  await Promise.all([
    bucket.put(originalKey(photoId), withoutMetadata(original), {
      httpMetadata: { contentType },
      customMetadata: { orientation: String(jpegOrientation(original)) },
    }),
    ...variants.flatMap((v) =>
      PHOTO_FORMATS.map((format) => bucket.put(variantKey(photoId, v.width, format), v[format.name], { httpMetadata: { contentType: format.mime } })),
    ),
  ]);
}

/** Deletes every file of the photos (the kept upload and each variant), after their rows are gone. */
export async function deletePhotoFiles(bucket: R2Bucket, stored: { id: number; widths: number[]; formats: readonly string[] }[]) {
  const keys = stored.flatMap((photo) => [
    originalKey(photo.id),
    ...photo.widths.flatMap((width) => PHOTO_FORMATS.filter((f) => photo.formats.includes(f.name)).map((format) => variantKey(photo.id, width, format))),
  ]);
  // R2 deletes at most 1000 keys a call.
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

export function readPhotoVariant(bucket: R2Bucket, photoId: number, width: number, format: PhotoFormat) {
  return bucket.get(variantKey(photoId, width, format));
}
