import type { Pixels } from '../app/utils/pixels';

type ResizeExports = {
  memory: WebAssembly.Memory;
  resize(retptr: number, ptr: number, len: number, inWidth: number, inHeight: number, outWidth: number, outHeight: number, method: number, premultiply: boolean, linearRGB: boolean): void;
  __wbindgen_add_to_stack_pointer(delta: number): number;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(ptr: number, size: number, align: number): void;
};

/** Squoosh's filters by index, as @jsquash/resize numbers them. */
const LANCZOS3 = 3;

/**
 * A fresh instance of @jsquash/resize's WASM (Squoosh's Rust resize), called the way
 * its wasm-bindgen glue calls it. The package's own glue keeps one instance per
 * isolate whose memory never shrinks (59 MB after one 12-megapixel photo); an
 * instance per photo lets that memory go with the photo.
 */
export function resizeInstance(module: WebAssembly.Module) {
  const wasm = new WebAssembly.Instance(module, {}).exports as unknown as ResizeExports;
  return (image: Pixels, width: number, height: number): Pixels => {
    if (image.width === width && image.height === height) return image;
    const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
    try {
      const input = wasm.__wbindgen_malloc(image.data.length, 1);
      new Uint8Array(wasm.memory.buffer).set(image.data, input);
      // Lanczos3 on the sRGB values: linear light would hold four float copies of the photo.
      wasm.resize(retptr, input, image.data.length, image.width, image.height, width, height, LANCZOS3, false, false);
      const [output, length] = new Int32Array(wasm.memory.buffer, retptr, 2) as unknown as [number, number];
      const data = new Uint8ClampedArray(wasm.memory.buffer, output, length).slice();
      wasm.__wbindgen_free(output, length, 1);
      return { data, width, height };
    } finally {
      wasm.__wbindgen_add_to_stack_pointer(16);
    }
  };
}
