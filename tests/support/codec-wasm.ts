import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CodecWasm } from '../../workers/photo-variants';

const require = createRequire(import.meta.url);
const compile = (file: string) => new WebAssembly.Module(readFileSync(require.resolve(file)));

/** The same .wasm files the Worker bundles, compiled in Node (tests and `npm run photo-cost`). */
export const codecWasm: CodecWasm = {
  jpegDecoder: compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
  jpegEncoder: compile('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'),
  webpDecoder: compile('@jsquash/webp/codec/dec/webp_dec.wasm'),
  webpEncoder: compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
  pngDecoder: compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
  resize: compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'),
};
