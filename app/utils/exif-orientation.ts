/**
 * The EXIF orientation (1-8) of a JPEG, or 1 when it has none. Phones store
 * pixels as the sensor saw them and say in EXIF how to turn them; the served
 * variants carry no EXIF, so the turn is applied to the pixels instead.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1; // not a marker, or the image data starts
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966 /* "Exif" */) {
      return orientationInTiff(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function orientationInTiff(view: DataView, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** True when the orientation turns the picture a quarter, so width and height swap. */
export const swapsSides = (orientation: number) => orientation >= 5;
