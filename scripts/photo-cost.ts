/**
 * `npm run photo-cost`: what one diner's photo costs the Worker to process — the
 * same code and WASM builds the Worker runs (workers/photo-variants.ts, jSquash),
 * here in Node: CPU time per photo, the bytes written per width and format, and the
 * memory one photo adds at its peak. Prints figures; asserts nothing.
 *
 *   npm run photo-cost -- [--photo path/to/phone.jpg] [--width 4000] [--runs 5]
 *
 * Without --photo it draws a JPEG with a GPS EXIF segment, --width x 3/4 (default 4000,
 * a 12-megapixel phone photo), in a child process. The memory is measured in another
 * fresh child that processes the photo once: the peak resident memory (maxRSS) minus
 * the resident memory just before, with the codecs already compiled — everything the
 * photo added, WASM memories and JS buffers alike, garbage not yet collected included.
 * It runs twice: with garbage left to V8's own pace (an upper bound), and with a full
 * collection as each codec instance is created (what must be live at once: V8 collects
 * before it fails an allocation). It also lists every WASM instance's linear memory.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { codecWasm } from '../tests/support/codec-wasm';
import { gradientJpeg, withGpsExif } from '../tests/support/photos';
import { photoVariants } from '../workers/photo-variants';
import { arg } from './serve';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

const drawTo = arg('draw', '');
if (drawTo) {
  const width = Number(arg('width', '4000'));
  writeFileSync(drawTo, withGpsExif(gradientJpeg(width, Math.round((width * 3) / 4), 90)));
  process.exit(0);
}

const measure = arg('measure', '');
if (measure) {
  const photo = new Uint8Array(readFileSync(measure));
  const memories: { name: string; memory: WebAssembly.Memory }[] = [];
  const names = new Map(Object.entries(codecWasm).map(([name, module]) => [module, name]));
  const note = (module: WebAssembly.Module, instance: WebAssembly.Instance) => {
    const memory = Object.values(instance.exports).find((e) => e instanceof WebAssembly.Memory);
    if (memory) memories.push({ name: names.get(module) ?? 'other', memory });
    return instance;
  };
  // Notes each codec instance's linear memory as it is created (one per photo for the Emscripten codecs).
  const Instance = WebAssembly.Instance;
  const instantiate = WebAssembly.instantiate.bind(WebAssembly);
  const collect = arg('collect', '') === 'yes' ? (globalThis as { gc?: () => void }).gc : undefined;
  const hooked = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    collect?.(); // with --collect yes: what V8 can free by then (the previous step's instances and buffers) is freed
    return note(module, new Instance(module, imports));
  };
  hooked.prototype = Instance.prototype;
  WebAssembly.Instance = hooked as unknown as typeof WebAssembly.Instance;
  WebAssembly.instantiate = (async (module: WebAssembly.Module, imports?: WebAssembly.Imports) =>
    note(module, (await instantiate(module, imports)) as WebAssembly.Instance)) as typeof WebAssembly.instantiate;
  const before = process.memoryUsage();
  await photoVariants(codecWasm, photo);
  const peak = process.resourceUsage().maxRSS * 1024 - before.rss;
  console.log(JSON.stringify({ peak, wasm: memories.map((m) => ({ name: m.name, bytes: m.memory.buffer.byteLength })) }));
  process.exit(0);
}

const runs = Number(arg('runs', '5'));
const width = arg('width', '4000')!;
let path = arg('photo', '')!;
if (!path) {
  mkdirSync('.tmp', { recursive: true });
  path = `.tmp/photo-cost-${width}.jpg`;
  execFileSync('npx', ['tsx', 'scripts/photo-cost.ts', '--draw', path, '--width', width], { stdio: 'inherit' });
}
const photo = new Uint8Array(readFileSync(path));

const cpu: number[] = [];
let result = await photoVariants(codecWasm, photo); // warm-up: first instantiation and tier-up
for (let i = 0; i < runs; i++) {
  const start = process.cpuUsage();
  result = await photoVariants(codecWasm, photo);
  const used = process.cpuUsage(start);
  cpu.push((used.user + used.system) / 1000);
}
cpu.sort((a, b) => a - b);

const measured = (collect: boolean) =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/photo-cost.ts', '--measure', path, '--collect', collect ? 'yes' : 'no'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
    })
      .trim()
      .split('\n')
      .pop()!,
  ) as { peak: number; wasm: { name: string; bytes: number }[] };
const memory = measured(false);
const collected = measured(true);

console.log(`Photo: ${path}, ${mb(photo.byteLength)}, ${result.width}x${result.height} (${((result.width * result.height) / 1e6).toFixed(1)} MP)`);
console.log(`CPU per photo over ${runs} runs: median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms, min ${cpu[0]!.toFixed(0)} ms, max ${cpu[cpu.length - 1]!.toFixed(0)} ms`);
for (const v of result.variants) console.log(`  ${v.width}x${v.height}: WebP ${kb(v.webp.byteLength)}, JPEG ${kb(v.jpeg.byteLength)}`);
console.log(`Decoded RGBA of the whole photo: ${mb(result.width * result.height * 4)}`);
console.log(`Peak memory one photo adds (maxRSS minus RSS before, fresh process): ${mb(memory.peak)} with garbage left to V8's own pace; ${mb(collected.peak)} when garbage is collected as each codec instance starts`);
console.log(`WASM linear memories as the photo left them (they only grow): ${memory.wasm.map((m) => `${m.name} ${mb(m.bytes)}`).join(', ')}`);
