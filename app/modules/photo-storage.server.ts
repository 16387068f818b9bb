import type { PhotoVariant } from './photo-codec';

/**
 * Where a photo's bytes live in R2. The upload as sent keeps its metadata (GPS and
 * all) and is never served: it is kept only to re-encode later. Every served file
 * is a variant the codec wrote from pixels alone.
 */
const originalKey = (photoId: number) => `originals/${photoId}`;
const variantKey = (photoId: number, width: number) => `photos/${photoId}/${width}.jpg`;


export async function storePhoto(bucket: R2Bucket, photoId: number, original: Uint8Array, contentType: string, variants: PhotoVariant[]) {
  await Promise.all([
    bucket.put(originalKey(photoId), original, { httpMetadata: { contentType } }),
    ...variants.map((v) => bucket.put(variantKey(photoId, v.width), v.jpeg, { httpMetadata: { contentType: 'image/jpeg' } })),
  ]);
}

export function readPhotoVariant(bucket: R2Bucket, photoId: number, width: number) {
  return bucket.get(variantKey(photoId, width));
}
