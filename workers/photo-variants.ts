import mozjpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import mozjpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import { defaultOptions as jpegDefaults } from '@jsquash/jpeg/meta.js';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.js';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import { UnreadablePhotoError, type PhotoVariant, type ProcessedPhoto } from '../app/modules/photo-codec';
import { jpegOrientation, swapsSides } from '../app/utils/exif-orientation';
import { halveUntil, turnUpright, type Pixels } from '../app/utils/pixels';
import { sniffPhotoType, variantHeight, variantWidths } from '../app/utils/photo-rules';
import { decodePng, resizeInstance } from './fresh-instances';

/** The compiled WASM of each codec: wrangler bundles them as CompiledWasm modules, Node compiles the same files. */
export type CodecWasm = {
  jpegDecoder: WebAssembly.Module;
  jpegEncoder: WebAssembly.Module;
  webpDecoder: WebAssembly.Module;
  webpEncoder: WebAssembly.Module;
  pngDecoder: WebAssembly.Module;
  resize: WebAssembly.Module;
};

/** mozjpeg at 80: small on a phone's connection, no visible blocking. */
const JPEG_OPTIONS = { ...jpegDefaults, quality: 80 };
/** Lossy libwebp at 78: fewer bytes than the JPEG for the same look (decision 014). */
const WEBP_OPTIONS = { ...webpDefaults, quality: 78 };

type Emscripten<M> = (options: {
  noInitialRun: boolean;
  instantiateWasm(imports: WebAssembly.Imports, ready: (instance: WebAssembly.Instance) => void): WebAssembly.Exports;
}) => Promise<M>;

/**
 * A fresh instance of an Emscripten codec. WASM memory only grows, so each photo
 * gets its own instance, dropped (and its memory collected) once that step is done:
 * the decoder's memory for a large photo is not held while encoding, nor after.
 */
function instantiate<M>(factory: Emscripten<M>, wasm: WebAssembly.Module): Promise<M> {
  return factory({
    noInitialRun: true,
    instantiateWasm(imports, ready) {
      const instance = new WebAssembly.Instance(wasm, imports);
      ready(instance);
      return instance.exports;
    },
  });
}

/**
 * Runs an Emscripten decoder's decode with the pixels handed to `take` where they lie, in the
 * decoder's memory. Its binding (mozjpeg and libwebp alike) ends with
 * `new ImageData(new Uint8ClampedArray(view), width, height)`, looking both up on the global
 * object at the call: a full-size copy of the photo next to the decoder's own memory.
 * For the length of the synchronous call (no other code of the isolate runs meanwhile) both
 * stand in, so `take` shrinks the photo in place before the decoder frees it, and only the
 * shrunk copy leaves. Should a later version look them up once, `take` gets a plain copy.
 */
function decodeInPlace<T extends Pixels>(run: () => unknown, take: (pixels: Pixels) => T): T | null {
  const globals = globalThis as unknown as Record<'Uint8ClampedArray' | 'ImageData', unknown>;
  const [RealArray, RealImageData] = [Uint8ClampedArray, globals.ImageData];
  let taken: T | null = null;
  globals.Uint8ClampedArray = function view(data: Uint8Array) {
    return new RealArray(data.buffer, data.byteOffset, data.byteLength);
  };
  globals.ImageData = function handOver(data: Uint8ClampedArray, width: number, height: number) {
    const kept = take({ data, width, height });
    // What leaves must not point into the decoder's memory.
    taken = kept.data.buffer === data.buffer ? { ...kept, data: kept.data.slice() } : kept;
    return {};
  };
  try {
    run();
  } finally {
    globals.Uint8ClampedArray = RealArray;
    globals.ImageData = RealImageData;
  }
  return taken;
}

/** Decodes the photo and passes its pixels to `take` (which shrinks them), in the decoder's memory where it can. */
async function decode<T extends Pixels>(wasm: CodecWasm, bytes: Uint8Array, take: (pixels: Pixels) => T): Promise<T> {
  const type = sniffPhotoType(bytes);
  try {
    if (type === 'image/jpeg') {
      const decoder = await instantiate(mozjpegDecoder as Emscripten<Awaited<ReturnType<typeof mozjpegDecoder>>>, wasm.jpegDecoder);
      const image = decodeInPlace(() => decoder.decode(bytes, false), take);
      if (image) return image;
    } else if (type === 'image/webp') {
      const decoder = await instantiate(webpDecoder as Emscripten<Awaited<ReturnType<typeof webpDecoder>>>, wasm.webpDecoder);
      const image = decodeInPlace(() => decoder.decode(bytes), take);
      if (image) return image;
    } else if (type === 'image/png') {
      return take(decodePng(wasm.pngDecoder, bytes));
    }
  } catch {
    // A corrupt file throws from inside the codec; it is the same answer as no image at all.
  }
  throw new UnreadablePhotoError('The image could not be decoded.');
}

/**
 * Decode, then make every served width as WebP and JPEG, with the photo turned
 * upright and nothing but pixels copied. Built for a low memory peak (measured
 * by `npm run photo-cost`): the decoded photo is halved in place, inside the decoder's
 * memory, down to no less than twice the largest width (the "shrink on load" libjpeg
 * would do) and only that leaves the decoder, whose instance is then dropped;
 * the smaller widths are made from the largest, and each encoder instance lives
 * for one photo only.
 */
export async function photoVariants(wasm: CodecWasm, bytes: Uint8Array): Promise<ProcessedPhoto> {
  const orientation = sniffPhotoType(bytes) === 'image/jpeg' ? jpegOrientation(bytes) : 1;
  const swap = swapsSides(orientation);
  // Each width, largest first, with its size as stored (before the turn); the photo's size as meant to be seen.
  const plan = (image: Pixels) => {
    const width = swap ? image.height : image.width;
    const height = swap ? image.width : image.height;
    const sizes = variantWidths(width)
      .reverse()
      .map((w) => ({ width: w, height: variantHeight(width, height, w) }))
      .map((upright) => ({ upright, stored: swap ? { width: upright.height, height: upright.width } : upright }));
    return { width, height, sizes };
  };
  const { plan: planned, ...halved } = await decode(wasm, bytes, (image) => {
    const planned = plan(image);
    return { ...halveUntil(image, planned.sizes[0]!.stored.width, planned.sizes[0]!.stored.height), plan: planned };
  });
  const { width, height, sizes } = planned;
  const largest = sizes[0]!.stored;

  let resize: ReturnType<typeof resizeInstance> | null = resizeInstance(wasm.resize);
  const first = resize(halved, largest.width, largest.height);
  const upright = sizes.map((size) => turnUpright(resize!(first, size.stored.width, size.stored.height), orientation));
  resize = null;

  // One encoder at a time, each an instance of its own, so their memories never add up.
  const webpEncoderInstance = await instantiate(webpEncoder as Emscripten<Awaited<ReturnType<typeof webpEncoder>>>, wasm.webpEncoder);
  const webp = upright.map((u) => {
    const encoded = webpEncoderInstance.encode(u.data, u.width, u.height, WEBP_OPTIONS);
    if (!encoded) throw new Error('WebP encoding failed');
    return encoded;
  });
  const jpegEncoderInstance = await instantiate(mozjpegEncoder as Emscripten<Awaited<ReturnType<typeof mozjpegEncoder>>>, wasm.jpegEncoder);
  const jpeg = upright.map((u) => jpegEncoderInstance.encode(u.data, u.width, u.height, JPEG_OPTIONS));

  const variants: PhotoVariant[] = sizes.map((size, i) => ({ ...size.upright, webp: webp[i]!, jpeg: jpeg[i]! })).reverse();
  return { width, height, variants };
}
