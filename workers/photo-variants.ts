import type * as PhotonModule from '@cf-wasm/photon/node';
import { UnreadablePhotoError, type ProcessedPhoto } from '../app/modules/photo-codec';
import { variantHeight, variantWidths } from '../app/utils/photo-rules';

type Photon = Pick<typeof PhotonModule, 'PhotonImage' | 'resize' | 'SamplingFilter'>;

/** JPEG quality of the served variants: small on a phone's connection, no visible blocking. */
const JPEG_QUALITY = 80;

/**
 * Decode once, then resize and encode each width, freeing each WASM image as soon
 * as it is written: at most the decoded photo (4000x3000 RGBA = 48 MB) and one
 * variant live in WASM memory at a time, inside the Worker's 128 MB.
 */
export function photoVariants(photon: Photon, bytes: Uint8Array): ProcessedPhoto {
  let decoded: InstanceType<Photon['PhotonImage']>;
  try {
    decoded = photon.PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new UnreadablePhotoError('The image could not be decoded.');
  }
  try {
    const width = decoded.get_width();
    const height = decoded.get_height();
    const variants = variantWidths(width).map((variantWidth) => {
      const variantH = variantHeight(width, height, variantWidth);
      // Triangle (bilinear) halves the CPU of Lanczos3 and looks the same at these reductions.
      const resized =
        variantWidth === width ? null : photon.resize(decoded, variantWidth, variantH, photon.SamplingFilter.Triangle);
      try {
        return { width: variantWidth, height: variantH, jpeg: (resized ?? decoded).get_bytes_jpeg(JPEG_QUALITY) };
      } finally {
        resized?.free();
      }
    });
    return { width, height, variants };
  } finally {
    decoded.free();
  }
}
