/** A decoded photo: RGBA bytes, row by row, in a buffer of its own (the resize library reads the whole buffer). */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/**
 * Halves the photo (each pixel the mean of a 2x2 block) while it stays at least
 * twice the target size, as libjpeg's scaled decoding would: a 4000x3000 photo
 * bound for 1600 wide becomes 2000x1500 before a filter resizes it, so only a
 * quarter of the decoded bytes reach the resize library. Works in place, then
 * copies the smaller photo out so the big buffer can be collected.
 */
export function halveUntil(image: Pixels, targetWidth: number, targetHeight: number): Pixels {
  let { width, height } = image;
  const data = image.data;
  while (width >= targetWidth * 2 && height >= targetHeight * 2) {
    const halfWidth = width >> 1;
    const halfHeight = height >> 1;
    // Writing pixel (x, y) of the half only overwrites bytes already read: row y of the half ends before row 2y of the whole.
    for (let y = 0; y < halfHeight; y++) {
      const top = 2 * y * width * 4;
      const bottom = top + width * 4;
      const out = y * halfWidth * 4;
      for (let x = 0; x < halfWidth; x++) {
        const a = top + x * 8;
        const b = bottom + x * 8;
        for (let c = 0; c < 4; c++) {
          data[out + x * 4 + c] = (data[a + c]! + data[a + 4 + c]! + data[b + c]! + data[b + 4 + c]! + 2) >> 2;
        }
      }
    }
    width = halfWidth;
    height = halfHeight;
  }
  if (width === image.width) return image;
  return { data: data.slice(0, width * height * 4), width, height };
}

/**
 * Applies an EXIF orientation (1-8) to the pixels: the served files carry no EXIF,
 * so the turn a phone asked for must be in the pixels themselves.
 */
export function turnUpright(image: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const outWidth = swap ? h : w;
  const outHeight = swap ? w : h;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const out = new Uint32Array(outWidth * outHeight);
  // Where each upright pixel (x, y) comes from in the stored photo.
  const from: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x),
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x),
    4: (x, y) => (h - 1 - y) * w + x,
    5: (x, y) => x * w + y,
    6: (x, y) => (h - 1 - x) * w + y,
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y),
    8: (x, y) => x * w + (w - 1 - y),
  };
  const at = from[orientation]!;
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) out[y * outWidth + x] = source[at(x, y)]!;
  }
  return { data: new Uint8ClampedArray(out.buffer), width: outWidth, height: outHeight };
}
