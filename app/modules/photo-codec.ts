/**
 * What the Worker's image codec does for a route (workers/photo-codec.ts holds the
 * WASM libraries; routes reach it through the load context, as the Remix build
 * cannot load a .wasm module itself).
 */
export type PhotoVariant = { width: number; height: number; jpeg: Uint8Array; webp: Uint8Array };
export type ProcessedPhoto = { width: number; height: number; variants: PhotoVariant[] };

export type PhotoCodec = {
  /**
   * Decodes a JPEG, PNG or WebP and re-encodes it at each served width, as WebP and
   * as JPEG. Only pixels survive: EXIF (GPS, camera, time), XMP and ICC data are
   * never copied. Rejects with UnreadablePhotoError when the bytes do not decode.
   */
  process(bytes: Uint8Array): Promise<ProcessedPhoto>;
};

export class UnreadablePhotoError extends Error {}
