import { describe, expect, it } from 'vitest';
import { PhotonImage } from '@cf-wasm/photon/node';
import { gradientJpeg, withGpsExif } from '../../tests/support/photos';
import { ACCEPTED_PHOTOS_TEXT, parseVariantFile, PHOTO_FORMATS, photoDimensions, photoPictureProps, sniffPhotoType, variantWidths } from './photo-rules';

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

describe('photoPictureProps', () => {
  const photo = { id: 7, width: 4000, height: 3000, widths: [480, 960, 1600] };
  it('offers a WebP source at every width, and a JPEG img that reserves its space', () => {
    expect(photoPictureProps({ ...photo, formats: ['webp', 'jpeg'] }, 480)).toEqual({
      sources: [{ type: 'image/webp', srcSet: '/photos/7/480.webp 480w, /photos/7/960.webp 960w, /photos/7/1600.webp 1600w' }],
      img: { src: '/photos/7/480.jpg', srcSet: '/photos/7/480.jpg 480w, /photos/7/960.jpg 960w, /photos/7/1600.jpg 1600w', width: 480, height: 360 },
    });
  });

  it('offers only the JPEG for a photo stored before WebP variants', () => {
    expect(photoPictureProps({ ...photo, formats: ['jpeg'] }).sources).toEqual([]);
  });
});

describe('parseVariantFile', () => {
  it('reads the width and format of a served file, and nothing else', () => {
    expect(parseVariantFile('960.webp')).toEqual({ width: 960, format: PHOTO_FORMATS[0] });
    expect(parseVariantFile('480.jpg')).toEqual({ width: 480, format: PHOTO_FORMATS[1] });
    for (const name of ['480.png', '480.jpeg', 'x.jpg', '480.jpg.webp', '1234567.jpg']) expect(parseVariantFile(name)).toBeNull();
  });
});
