import * as photon from '@cf-wasm/photon/node';
import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { UnreadablePhotoError } from '../app/modules/photo-codec';
import { carriesMetadata, gradientJpeg, withGpsExif } from '../tests/support/photos';
import { photoVariants } from './photo-variants';

const decode = (jpeg: Uint8Array) => {
  const image = photon.PhotonImage.new_from_byteslice(jpeg);
  try {
    return { width: image.get_width(), height: image.get_height() };
  } finally {
    image.free();
  }
};

describe('photoVariants', () => {
  it('writes each served width as a JPEG with none of the phone\'s EXIF', () => {
    const result = photoVariants(photon, withGpsExif(gradientJpeg(1200, 900)));
    expect(result).toMatchObject({ width: 1200, height: 900 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 360], [960, 720], [1200, 900]]);
    for (const variant of result.variants) {
      expect(decode(variant.jpeg)).toEqual({ width: variant.width, height: variant.height });
      expect(carriesMetadata(variant.jpeg)).toBe(false);
    }
  });

  it('turns a portrait phone photo upright (EXIF orientation 6)', () => {
    const exif = piexif.dump({ '0th': { [piexif.ImageIFD.Orientation]: 6 } });
    const sideways = new Uint8Array(Buffer.from(piexif.insert(exif, Buffer.from(gradientJpeg(800, 600)).toString('latin1')), 'latin1'));
    const result = photoVariants(photon, sideways);
    expect(result).toMatchObject({ width: 600, height: 800 });
    expect(result.variants.map((v) => decode(v.jpeg))).toEqual([{ width: 480, height: 640 }, { width: 600, height: 800 }]);
  });

  it('refuses bytes that do not decode', () => {
    const broken = gradientJpeg(64, 48).slice(0, 40);
    expect(() => photoVariants(photon, broken)).toThrow(UnreadablePhotoError);
  });
});
