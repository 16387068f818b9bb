import type { Pixels } from '../app/utils/pixels';

/**
 * @jsquash/resize and @jsquash/png are wasm-bindgen modules whose own glue keeps one
 * instance per isolate, and WASM memory never shrinks: after one 12-megapixel photo
 * each would hold its peak for the isolate's life (decision 014).
 * Here each photo gets fresh instances of the same .wasm files, called the way their
 * glue (at the pinned versions) calls them, so that memory goes with the photo.
 */

type ResizeExports = {
  memory: WebAssembly.Memory;
  resize(retptr: number, ptr: number, len: number, inWidth: number, inHeight: number, outWidth: number, outHeight: number, method: number, premultiply: boolean, linearRGB: boolean): void;
  __wbindgen_add_to_stack_pointer(delta: number): number;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(ptr: number, size: number, align: number): void;
};

/** Squoosh's filters by index, as @jsquash/resize numbers them. */
const LANCZOS3 = 3;

/** Squoosh's Rust resize (@jsquash/resize 2.1.1), for the widths of one photo. */
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

type PngExports = {
  memory: WebAssembly.Memory;
  decode(ptr: number, len: number): number;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(ptr: number, size: number, align: number): void;
};

/** Squoosh's Rust PNG decoder (@jsquash/png 3.1.1), 8 bits per channel, RGBA; throws when the bytes do not decode. */
export function decodePng(module: WebAssembly.Module, bytes: Uint8Array): Pixels {
  let decoded: Pixels | undefined;
  const memory = () => wasm.memory.buffer;
  const onlyFor16Bits = () => {
    throw new Error('16-bit decoding is not used');
  };
  const instance = new WebAssembly.Instance(module, {
    wbg: {
      __wbindgen_memory: onlyFor16Bits,
      __wbg_buffer_a448f833075b71ba: onlyFor16Bits,
      __wbg_newwithbyteoffsetandlength_099217381c451830: onlyFor16Bits,
      __wbindgen_object_drop_ref: () => {},
      // The decoded RGBA, handed over as ImageData: one object per call, so a fixed handle will do.
      __wbg_newwithownedu8clampedarrayandsh_91db5987993a08fb: (ptr: number, len: number, width: number, height: number) => {
        decoded = { data: new Uint8ClampedArray(memory(), ptr, len).slice(), width: width >>> 0, height: height >>> 0 };
        wasm.__wbindgen_free(ptr, len, 1);
        return 132; // wasm-bindgen's first handle after its reserved ones
      },
      __wbindgen_throw: (ptr: number, len: number) => {
        throw new Error(new TextDecoder().decode(new Uint8Array(memory(), ptr, len)));
      },
    },
  });
  const wasm = instance.exports as unknown as PngExports;
  const input = wasm.__wbindgen_malloc(bytes.length, 1);
  new Uint8Array(memory()).set(bytes, input);
  wasm.decode(input, bytes.length);
  if (!decoded) throw new Error('PNG decoding failed');
  return decoded;
}
