import { PhotonImage } from '@cf-wasm/photon/node';
import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { UnreadablePhotoError } from '../app/modules/photo-codec';
import { codecWasm } from '../tests/support/codec-wasm';
import { carriesMetadata, decodedSize, gradientJpeg, withGpsExif } from '../tests/support/photos';
import { photoVariants } from './photo-variants';

// Encoding in WASM takes seconds of CPU a photo; the unit default of 5 s is too tight on a busy two-core machine.
describe('photoVariants', { timeout: 30_000 }, () => {
  it("writes each served width as WebP and JPEG with none of the phone's EXIF", async () => {
    const result = await photoVariants(codecWasm, withGpsExif(gradientJpeg(1200, 900)));
    expect(result).toMatchObject({ width: 1200, height: 900 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 360], [960, 720], [1200, 900]]);
    for (const variant of result.variants) {
      for (const bytes of [variant.jpeg, variant.webp]) {
        expect(await decodedSize(bytes)).toEqual({ width: variant.width, height: variant.height });
        expect(carriesMetadata(bytes)).toBe(false);
      }
      // Lossy WebP: smaller than the JPEG of the same width.
      expect(variant.webp.byteLength).toBeLessThan(variant.jpeg.byteLength);
    }
  });

  it('turns a portrait phone photo upright (EXIF orientation 6)', async () => {
    const exif = piexif.dump({ '0th': { [piexif.ImageIFD.Orientation]: 6 } });
    const sideways = new Uint8Array(Buffer.from(piexif.insert(exif, Buffer.from(gradientJpeg(800, 600)).toString('latin1')), 'latin1'));
    const result = await photoVariants(codecWasm, sideways);
    expect(result).toMatchObject({ width: 600, height: 800 });
    expect(await Promise.all(result.variants.map((v) => decodedSize(v.webp)))).toEqual([{ width: 480, height: 640 }, { width: 600, height: 800 }]);
  });

  it('makes a 12-megapixel phone photo into 1600 wide at most', async () => {
    const result = await photoVariants(codecWasm, withGpsExif(gradientJpeg(4000, 3000)));
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 360], [960, 720], [1600, 1200]]);
    expect(await decodedSize(result.variants[2]!.jpeg)).toEqual({ width: 1600, height: 1200 });
  });

  it('takes a PNG and a WebP upload too', async () => {
    const pixels = new Uint8Array(640 * 480 * 4).fill(200);
    const image = new PhotonImage(pixels, 640, 480);
    try {
      for (const upload of [image.get_bytes(), image.get_bytes_webp()]) {
        const result = await photoVariants(codecWasm, upload);
        expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 360], [640, 480]]);
        expect(await decodedSize(result.variants[1]!.webp)).toEqual({ width: 640, height: 480 });
      }
    } finally {
      image.free();
    }
  });

  it('leaves the global Uint8ClampedArray and ImageData as they were, after a photo and after a broken one', async () => {
    const before = [globalThis.Uint8ClampedArray, globalThis.ImageData];
    await photoVariants(codecWasm, gradientJpeg(640, 480));
    await expect(photoVariants(codecWasm, gradientJpeg(640, 480).slice(0, 400))).rejects.toThrow(UnreadablePhotoError);
    expect([globalThis.Uint8ClampedArray, globalThis.ImageData]).toEqual(before);
    expect(new Uint8ClampedArray([300])[0]).toBe(255);
  });

  it('refuses bytes that do not decode', async () => {
    const broken = gradientJpeg(64, 48).slice(0, 40);
    await expect(photoVariants(codecWasm, broken)).rejects.toThrow(UnreadablePhotoError);
    const image = new PhotonImage(new Uint8Array(64 * 48 * 4).fill(90), 64, 48);
    const brokenPng = image.get_bytes().slice(0, 60);
    image.free();
    await expect(photoVariants(codecWasm, brokenPng)).rejects.toThrow(UnreadablePhotoError);
  });
});
