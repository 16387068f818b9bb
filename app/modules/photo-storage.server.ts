import { jpegOrientation } from '~/utils/exif-orientation';
import { withoutMetadata } from '~/utils/image-metadata';
import type { PhotoVariant } from './photo-codec';

/**
 * Where a photo's bytes live in R2. The upload is kept, never served, to re-encode
 * later: with its metadata (GPS and all) left out, and its EXIF orientation kept
 * as the object's own metadata so a later re-encode still turns it upright. Every
 * served file is a variant the codec wrote from pixels alone.
 */
const originalKey = (photoId: number) => `originals/${photoId}`;
const variantKey = (photoId: number, width: number) => `photos/${photoId}/${width}.jpg`;


export async function storePhoto(bucket: R2Bucket, photoId: number, original: Uint8Array, contentType: string, variants: PhotoVariant[]) {
  await Promise.all([
    bucket.put(originalKey(photoId), withoutMetadata(original), {
      httpMetadata: { contentType },
      customMetadata: { orientation: String(jpegOrientation(original)) },
    }),
    ...variants.map((v) => bucket.put(variantKey(photoId, v.width), v.jpeg, { httpMetadata: { contentType: 'image/jpeg' } })),
  ]);
}

export function readPhotoVariant(bucket: R2Bucket, photoId: number, width: number) {
  return bucket.get(variantKey(photoId, width));
}
