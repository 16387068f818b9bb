import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import jpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
// @ts-expect-error its .wasm.d.ts types the instance's exports; wrangler imports the compiled module
import pngDecoder from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
// @ts-expect-error the same
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import type { PhotoCodec } from '../app/modules/photo-codec';
import { photoVariants, type CodecWasm } from './photo-variants';

/**
 * The Worker's image codec: jSquash (mozjpeg, libwebp, Squoosh's PNG decoder and
 * resize, compiled to WASM), each .wasm bundled by wrangler as a CompiledWasm module.
 */
const wasm: CodecWasm = { jpegDecoder, jpegEncoder, webpDecoder, webpEncoder, pngDecoder, resize };

export const photoCodec: PhotoCodec = {
  process: (bytes) => photoVariants(wasm, bytes),
};
