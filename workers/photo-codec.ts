import type { PhotoCodec } from '../app/modules/photo-codec';
import { photoVariants, type CodecWasm } from './photo-variants';

/**
 * The Worker's image codec: jSquash (mozjpeg, libwebp, Squoosh's PNG decoder and
 * resize, compiled to WASM) over the compiled modules workers/app.ts imports.
 */
export function photoCodecOf(wasm: CodecWasm): PhotoCodec {
  return { process: (bytes) => photoVariants(wasm, bytes) };
}
