import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import jpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
// @ts-expect-error its .wasm.d.ts types the instance's exports; wrangler imports the compiled module
import pngDecoder from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
// @ts-expect-error the same
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
// The Worker (workers/handler.ts) as `remix build` compiled it with the app: one copy of every module.
import { createWorker } from '../build/server/index.js';

/**
 * What wrangler bundles (wrangler.toml `main`): the compiled Worker, given the image
 * codec's WASM, which wrangler imports as CompiledWasm modules and the Remix compiler
 * cannot.
 */
export default createWorker({ jpegDecoder, jpegEncoder, webpDecoder, webpEncoder, pngDecoder, resize });
