import * as photon from '@cf-wasm/photon/workerd';
import type { PhotoCodec } from '../app/modules/photo-codec';
import { photoVariants } from './photo-variants';

/** The Worker's image codec: Photon (Rust, compiled to WASM), loaded as a CompiledWasm module by wrangler. */
export const photoCodec: PhotoCodec = {
  process: (bytes) => photoVariants(photon, bytes),
};
