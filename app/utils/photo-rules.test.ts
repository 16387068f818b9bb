import { describe, expect, it } from 'vitest';
import { PhotonImage } from '@cf-wasm/photon/node';
import { gradientJpeg, withGpsExif } from '../../tests/support/photos';
import { ACCEPTED_PHOTOS_TEXT, photoDimensions, sniffPhotoType, variantWidths } from './photo-rules';

describe('sniffPhotoType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('just some text renamed .jpg'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

describe('variantWidths', () => {
  it('never enlarges a photo, and keeps a small photo at its own width', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

it('names what is accepted', () => {
  expect(ACCEPTED_PHOTOS_TEXT).toBe('JPEG, PNG or WebP photos up to 10 MB each');
});

describe('photoDimensions', () => {
  it('reads the size from the header of a JPEG (EXIF and all), a PNG and a WebP', () => {
    expect(photoDimensions(withGpsExif(gradientJpeg(640, 480)))).toEqual({ width: 640, height: 480 });
    const image = new PhotonImage(new Uint8Array(30 * 20 * 4).fill(200), 30, 20);
    expect(photoDimensions(image.get_bytes())).toEqual({ width: 30, height: 20 });
    expect(photoDimensions(image.get_bytes_webp())).toEqual({ width: 30, height: 20 });
    image.free();
  });
  it('is null for a header cut short or bytes that are no photo', () => {
    expect(photoDimensions(gradientJpeg(640, 480).slice(0, 12))).toBeNull();
    expect(photoDimensions(new TextEncoder().encode('hello'))).toBeNull();
  });
});
