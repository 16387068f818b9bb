import type * as PhotonModule from '@cf-wasm/photon/node';
import { UnreadablePhotoError, type ProcessedPhoto } from '../app/modules/photo-codec';
import { jpegOrientation, swapsSides } from '../app/utils/exif-orientation';
import { variantHeight, variantWidths } from '../app/utils/photo-rules';

type Photon = Pick<typeof PhotonModule, 'PhotonImage' | 'resize' | 'rotate' | 'fliph' | 'flipv' | 'SamplingFilter'>;
type Image = InstanceType<Photon['PhotonImage']>;

/** JPEG quality of the served variants: small on a phone's connection, no visible blocking. */
const JPEG_QUALITY = 80;

/**
 * Decode once, then resize, turn upright and encode each width, freeing each WASM
 * image as soon as it is written: at most the decoded photo (4000x3000 RGBA = 48 MB)
 * and one variant live in WASM memory at a time, inside the Worker's 128 MB.
 */
export function photoVariants(photon: Photon, bytes: Uint8Array): ProcessedPhoto {
  let decoded: Image;
  try {
    decoded = photon.PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new UnreadablePhotoError('The image could not be decoded.');
  }
  try {
    const orientation = jpegOrientation(bytes);
    const swap = swapsSides(orientation);
    // The photo as it is meant to be seen, after the turn EXIF asks for.
    const width = swap ? decoded.get_height() : decoded.get_width();
    const height = swap ? decoded.get_width() : decoded.get_height();
    const variants = variantWidths(width).map((variantWidth) => {
      const variantH = variantHeight(width, height, variantWidth);
      // Triangle (bilinear) costs about half of Lanczos3 and looks the same at these reductions.
      const resized =
        variantWidth === width ? null : photon.resize(decoded, swap ? variantH : variantWidth, swap ? variantWidth : variantH, photon.SamplingFilter.Triangle);
      const upright = turnUpright(photon, resized ?? decoded, orientation);
      try {
        return { width: variantWidth, height: variantH, jpeg: upright.get_bytes_jpeg(JPEG_QUALITY) };
      } finally {
        if (upright !== decoded) upright.free();
        if (resized && resized !== upright) resized.free();
      }
    });
    return { width, height, variants };
  } finally {
    decoded.free();
  }
}

/** Applies an EXIF orientation to the pixels; returns the same image when it needs no turn or is flipped in place. */
function turnUpright(photon: Photon, image: Image, orientation: number): Image {
  const quarterTurns: Record<number, number> = { 3: 180, 5: 90, 6: 90, 7: 270, 8: 270 };
  const turned = quarterTurns[orientation] ? photon.rotate(image, quarterTurns[orientation]!) : image;
  if (orientation === 2 || orientation === 5 || orientation === 7) photon.fliph(turned);
  if (orientation === 4) photon.flipv(turned);
  return turned;
}
