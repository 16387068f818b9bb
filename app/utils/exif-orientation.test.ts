import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { gradientJpeg } from '../../tests/support/photos';
import { jpegOrientation } from './exif-orientation';

function withOrientation(jpeg: Uint8Array, orientation: number) {
  const exif = piexif.dump({ '0th': { [piexif.ImageIFD.Make]: 'Phone', [piexif.ImageIFD.Orientation]: orientation } });
  return new Uint8Array(Buffer.from(piexif.insert(exif, Buffer.from(jpeg).toString('latin1')), 'latin1'));
}

describe('jpegOrientation', () => {
  const plain = gradientJpeg(8, 4);
  it('reads how a phone says to turn its photo', () => {
    for (const orientation of [1, 3, 6, 8]) expect(jpegOrientation(withOrientation(plain, orientation))).toBe(orientation);
  });
  it('is 1 for a JPEG without EXIF, and for bytes that are not a JPEG', () => {
    expect(jpegOrientation(plain)).toBe(1);
    expect(jpegOrientation(new TextEncoder().encode('hello'))).toBe(1);
    expect(jpegOrientation(withOrientation(plain, 6).slice(0, 30))).toBe(1);
  });
});
