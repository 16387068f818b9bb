import { PhotonImage } from '@cf-wasm/photon/node';
import piexif from 'piexifjs';
import mozjpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.js';
import { codecWasm } from './codec-wasm';

/** A JPEG of a colour gradient, `width` x `height`, drawn here so no binary fixture is committed. */
export function gradientJpeg(width: number, height: number, quality = 85) {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    pixels.set([(x * 255) / width, (y * 255) / height, ((x + y) * 7) % 256, 255], i * 4);
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(quality);
  } finally {
    image.free();
  }
}

/** The Water Gardens, Fort Worth: where a phone would say the photo was taken. */
export const PHOTO_GPS = { latitude: [[32, 1], [44, 1], [5000, 100]], longitude: [[97, 1], [19, 1], [3000, 100]] };

/** Adds an EXIF segment with GPS coordinates and a camera model, as a phone writes them. */
export function withGpsExif(jpeg: Uint8Array) {
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Make]: 'PhonePhone', [piexif.ImageIFD.Model]: 'Pocket 15' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: PHOTO_GPS.latitude,
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: PHOTO_GPS.longitude,
    },
  });
  const binary = piexif.insert(exif, Buffer.from(jpeg).toString('latin1'));
  return new Uint8Array(Buffer.from(binary, 'latin1'));
}

/** True when the file carries an EXIF (APP1 "Exif") or XMP segment anywhere, or the camera's words. */
export function carriesMetadata(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  return text.includes('Exif\0\0') || text.includes('http://ns.adobe.com/xap/') || text.includes('PhonePhone') || text.includes('Pocket 15');
}

/** Width and height a JPEG or WebP really decodes to, with the same WASM decoders the Worker uses. */
export async function decodedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const webp = bytes[0] === 0x52; // "RIFF"
  const factory = (webp ? webpDecoder : mozjpegDecoder) as unknown as (options: object) => Promise<{ decode(data: Uint8Array, ...rest: boolean[]): ImageData | null }>;
  const wasm = webp ? codecWasm.webpDecoder : codecWasm.jpegDecoder;
  const decoder = await factory({
    noInitialRun: true,
    instantiateWasm(imports: WebAssembly.Imports, ready: (instance: WebAssembly.Instance) => void) {
      const instance = new WebAssembly.Instance(wasm, imports);
      ready(instance);
      return instance.exports;
    },
  });
  const image = webp ? decoder.decode(bytes) : decoder.decode(bytes, false);
  if (!image) throw new Error('not an image');
  return { width: image.width, height: image.height };
}
