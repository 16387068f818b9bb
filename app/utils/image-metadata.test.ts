import { describe, expect, it } from 'vitest';
import { PhotonImage } from '@cf-wasm/photon/node';
import { carriesMetadata, gradientJpeg, withGpsExif } from '../../tests/support/photos';
import { jpegOrientation } from './exif-orientation';
import { withoutMetadata } from './image-metadata';

const decodes = (bytes: Uint8Array) => {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return [image.get_width(), image.get_height()];
  } finally {
    image.free();
  }
};

describe('withoutMetadata', () => {
  it("leaves a phone JPEG's GPS and camera out and keeps the picture", () => {
    const phone = withGpsExif(gradientJpeg(64, 48));
    expect(carriesMetadata(phone)).toBe(true);
    const kept = withoutMetadata(phone);
    expect(carriesMetadata(kept)).toBe(false);
    expect(decodes(kept)).toEqual([64, 48]);
    expect(jpegOrientation(kept)).toBe(1);
  });

  it('leaves PNG text chunks out', () => {
    const png = pngWithText();
    expect(Buffer.from(png).toString('latin1')).toContain('GPSLatitude');
    const kept = withoutMetadata(png);
    expect(Buffer.from(kept).toString('latin1')).not.toContain('GPSLatitude');
    expect(decodes(kept)).toEqual([8, 8]);
  });

  it('returns anything it does not know as it came', () => {
    const text = new TextEncoder().encode('not a picture');
    expect(withoutMetadata(text)).toBe(text);
  });
});

/** An 8x8 PNG with a tEXt chunk inserted after IHDR (the CRC is not checked by decoders we use). */
function pngWithText() {
  const image = new PhotonImage(new Uint8Array(8 * 8 * 4).fill(200), 8, 8);
  const png = image.get_bytes();
  image.free();
  const ihdrEnd = 8 + 12 + 13;
  const body = new TextEncoder().encode('Comment\0GPSLatitude 32.7');
  const chunk = new Uint8Array(12 + body.length);
  new DataView(chunk.buffer).setUint32(0, body.length);
  chunk.set(new TextEncoder().encode('tEXt'), 4);
  chunk.set(body, 8);
  const out = new Uint8Array(png.length + chunk.length);
  out.set(png.subarray(0, ihdrEnd));
  out.set(chunk, ihdrEnd);
  out.set(png.subarray(ihdrEnd), ihdrEnd + chunk.length);
  return out;
}
