/**
 * `npm run photo-cost`: what one diner's photo costs the Worker to process — the
 * same code and WASM build the Worker runs (workers/photo-variants.ts, Photon),
 * here in Node: CPU time per photo, the bytes written per width, and the WASM
 * memory the codec grew to. Prints figures; asserts nothing.
 *
 *   npm run photo-cost -- [--photo path/to/phone.jpg] [--runs 5]
 *
 * Without --photo it draws a JPEG with a GPS EXIF segment, --width x 3/4 (default 2048, the
 * largest the upload form accepts; 4000 is a 12-megapixel phone photo), in a child process so
 * drawing it does not grow the WASM memory measured here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as photon from '@cf-wasm/photon/node';
import { gradientJpeg, withGpsExif } from '../tests/support/photos';
import { photoVariants } from '../workers/photo-variants';
import { arg } from './serve';

const drawTo = arg('draw', '');
if (drawTo) {
  const width = Number(arg('width', '2048'));
  writeFileSync(drawTo, withGpsExif(gradientJpeg(width, Math.round((width * 3) / 4), 90)));
  process.exit(0);
}

const runs = Number(arg('runs', '5'));
const width = arg('width', '2048')!;
let path = arg('photo', '')!;
if (!path) {
  mkdirSync('.tmp', { recursive: true });
  path = `.tmp/photo-cost-${width}.jpg`;
  execFileSync('npx', ['tsx', 'scripts/photo-cost.ts', '--draw', path, '--width', width], { stdio: 'inherit' });
}
const photo = new Uint8Array(readFileSync(path));

const cpu: number[] = [];
let result = photoVariants(photon, photo); // warm-up: WASM compile and first memory growth
for (let i = 0; i < runs; i++) {
  const start = process.cpuUsage();
  result = photoVariants(photon, photo);
  const used = process.cpuUsage(start);
  cpu.push((used.user + used.system) / 1000);
}
cpu.sort((a, b) => a - b);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
// The instance's exports, as initialisation returned them (wasm-bindgen's linear memory among them).
const exports = (await (photon.initPhoton as unknown as { promise: Promise<{ memory: WebAssembly.Memory }> }).promise);
const memory = exports.memory.buffer.byteLength;

console.log(`Photo: ${path}, ${mb(photo.byteLength)}, ${result.width}x${result.height}`);
console.log(`CPU per photo over ${runs} runs: median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms, min ${cpu[0]!.toFixed(0)} ms, max ${cpu[cpu.length - 1]!.toFixed(0)} ms`);
for (const v of result.variants) console.log(`  ${v.width}x${v.height} JPEG: ${(v.jpeg.byteLength / 1024).toFixed(0)} KB`);
console.log(`Decoded RGBA held while resizing: ${mb(result.width * result.height * 4)}`);
console.log(`WASM linear memory after processing (it only grows: the peak): ${mb(memory)}`);

