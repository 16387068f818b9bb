/**
 * An uploaded photo's bytes without its metadata: a phone's JPEG carries the GPS
 * position of where it was taken, the camera's serial number and more. Pixels are
 * untouched (no re-encoding); only the containers' metadata parts are left out:
 * JPEG APPn segments other than JFIF and comments, PNG text/EXIF/time chunks,
 * WebP EXIF and XMP chunks. Anything not understood is returned as it came.
 */
export function withoutMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegWithoutMetadata(bytes);
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return pngWithoutMetadata(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpWithoutMetadata(bytes);
  return bytes;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

function jpegWithoutMetadata(bytes: Uint8Array) {
  const parts = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // Start of scan: the compressed picture and the end follow; copy them as they are.
    if (marker === 0xda) break;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const segment = bytes.subarray(at, at + 2 + length);
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) parts.push(segment);
    at += 2 + length;
  }
  parts.push(bytes.subarray(at));
  return concat(parts);
}

const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function pngWithoutMetadata(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(parts);
}

function webpWithoutMetadata(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4);
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = bytes.slice(at, end);
      // VP8X announces which optional chunks follow: no longer EXIF (0x08) or XMP (0x04).
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~0x0c;
      chunks.push(chunk);
    }
    at = end;
  }
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, 4 + chunks.reduce((n, c) => n + c.byteLength, 0), true);
  return concat([header, ...chunks]);
}
