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
 * The resident memory is read as each step ends (a codec instance is about to start) and after
 * a full collection then, and its peak is the process's maxRSS. A second run lists each codec
 * instance's WASM memory; the decoded photo's JS copy is width x height x 4.
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
  const names = new Map(Object.entries(codecWasm).map(([name, module]) => [module, name]));
  const gc = (globalThis as { gc?: () => void }).gc!;
  const steps: { step: string; rss: number; live: number }[] = [];
  // As each step ends (a codec instance is about to start, or the photo is done): the resident
  // memory then, and after a full collection (what was really still needed). RSS, as a reference
  // to a WASM memory (even a WeakRef read in the same task) would keep it alive.
  const stepEnds = (next: string) => {
    const rss = process.memoryUsage().rss;
    gc();
    steps.push({ step: `before ${next}`, rss, live: process.memoryUsage().rss });
  };
  // With --instances: each codec instance's linear memory as the photo left it. Holding them to
  // read their size keeps them alive, so this run's resident figures are not the photo's.
  const instances = arg('instances', '') === 'yes' ? new Map<WebAssembly.Memory, string>() : null;
  const Instance = WebAssembly.Instance;
  const hooked = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    stepEnds(names.get(module) ?? 'other');
    const instance = new Instance(module, imports);
    const memory = Object.values(instance.exports).find((e) => e instanceof WebAssembly.Memory);
    if (instances && memory) instances.set(memory, names.get(module) ?? 'other');
    return instance;
  };
  hooked.prototype = Instance.prototype;
  WebAssembly.Instance = hooked as unknown as typeof WebAssembly.Instance;
  gc();
  const baseline = process.memoryUsage().rss;
  await photoVariants(codecWasm, photo);
  stepEnds('the end');
  const wasm = [...(instances ?? [])].map(([memory, name]) => ({ name, bytes: memory.buffer.byteLength }));
  console.log(JSON.stringify({ baseline, maxRss: process.resourceUsage().maxRSS * 1024, steps, wasm }));
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

type Measured = { baseline: number; maxRss: number; steps: { step: string; rss: number; live: number }[]; wasm: { name: string; bytes: number }[] };
const measured = (instances: boolean): Measured =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/photo-cost.ts', '--measure', path, '--instances', instances ? 'yes' : 'no'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
    })
      .trim()
      .split('\n')
      .pop()!,
  );
const memory = measured(false);
const { wasm } = measured(true);

console.log(`Photo: ${path}, ${mb(photo.byteLength)}, ${result.width}x${result.height} (${((result.width * result.height) / 1e6).toFixed(1)} MP)`);
console.log(`CPU per photo over ${runs} runs: median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms, min ${cpu[0]!.toFixed(0)} ms, max ${cpu[cpu.length - 1]!.toFixed(0)} ms`);
for (const v of result.variants) console.log(`  ${v.width}x${v.height}: WebP ${kb(v.webp.byteLength)}, JPEG ${kb(v.jpeg.byteLength)}`);
console.log(`Decoded RGBA of the whole photo: ${mb(result.width * result.height * 4)}`);
console.log('Resident memory the photo added as each step ended, and after a full collection then:');
for (const s of memory.steps) console.log(`  ${s.step.padEnd(20)} ${mb(s.rss - memory.baseline)}, live ${mb(s.live - memory.baseline)}`);
console.log(`WASM memory of each codec instance as the photo left it (it only grows): ${wasm.map((m) => `${m.name} ${mb(m.bytes)}`).join(', ')}`);
console.log(`Peak resident memory the photo added (maxRSS minus RSS before, in a fresh process): ${mb(memory.maxRss - memory.baseline)}`);
