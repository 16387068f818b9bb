/**
 * `npm run profile -- [path] [--requests 200] [--top 25]`: where the Worker spends its time on one
 * page. Boots the built Worker as the bench does, opens workerd's V8 inspector, sends
 * the requests one after another (each with credentials, so each is rendered for its
 * sender and none is answered from the shared edge cache) while the CPU profiler samples, and prints the functions with the most time per
 * request, mapped through the bundle's source map, and the thread's busy time per request
 * (every sample but the idle ones); before profiling, the workerd process's CPU per request
 * from /proc (the Worker and Miniflare's local D1, without the profiler's cost). Prints figures; asserts nothing.
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { arg, serve, workerdCpuMs } from './serve';

const path = process.argv[2]?.startsWith('/') ? process.argv[2] : '/?cuisine=tex-mex&priceLevel=2&rating=4';
const requests = Number(arg('requests', '200'));
const INSPECTOR_PORT = 9229;

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const app = await serve({ inspectorPort: INSPECTOR_PORT });
try {
  const sourceMap = new TraceMap(readFileSync('dist/app.js.map', 'utf8'));
  const describe = (frame: CallFrame) => {
    if (!frame.url.endsWith('app.js')) return `${frame.functionName || '(native)'}`;
    const at = originalPositionFor(sourceMap, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return `${at.name ?? (frame.functionName || '(anonymous)')}  ${String(at.source).replace(/^.*node_modules\//, '')}:${at.line}`;
  };

  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json()) as { title: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((t) => t.title.includes('core:user:fort-worth-eats'))!;
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  let lastId = 0;
  const replies = new Map<number, (result: unknown) => void>();
  socket.on('message', (message) => {
    const reply = JSON.parse(String(message));
    replies.get(reply.id)?.(reply.result);
    replies.delete(reply.id);
  });
  const send = (method: string, params = {}) =>
    new Promise<unknown>((resolve) => {
      replies.set(++lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  // A request with credentials is rendered afresh: never answered from, nor stored in, the shared cache.
  const render = () => app.fetch(path, { headers: { Authorization: 'Bearer profile' } });

  for (let i = 0; i < 20; i++) await (await render()).arrayBuffer();

  // First without the profiler: the CPU the workerd process (the Worker and its local D1) used per request.
  const cpuBefore = workerdCpuMs();
  for (let i = 0; i < requests; i++) await (await render()).arrayBuffer();
  const cpuPerRequest = (workerdCpuMs() - cpuBefore) / requests;

  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');
  const started = performance.now();
  for (let i = 0; i < requests; i++) await (await render()).arrayBuffer();
  const elapsed = (performance.now() - started) / requests;
  const { profile } = (await send('Profiler.stop')) as { profile: Profile };
  socket.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const leaf = describe(nodes.get(id)!.callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + micros);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (!frame.functionName) continue;
      const name = describe(frame);
      if (seen.has(name)) continue;
      total.set(name, (total.get(name) ?? 0) + micros);
      seen.add(name);
    }
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, micros]) => `  ${(micros / 1000 / requests).toFixed(2).padStart(6)} ms  ${name}`);
  // Samples the isolate spent waiting (for D1, for the next request) are "(idle)"; the rest is its thread at work.
  const sampled = profile.timeDeltas.reduce((sum, d) => sum + d, 0);
  const busy = (sampled - (self.get('(idle)') ?? 0)) / 1000 / requests;
  console.log(`\n${path}: ${requests} requests one after another, ${elapsed.toFixed(1)} ms each (wall clock)`);
  console.log(`workerd CPU per request, profiler off (Worker and local D1, from /proc): ${cpuPerRequest.toFixed(2)} ms`);
  console.log(`Worker thread busy per request (sampled, not idle): ${busy.toFixed(2)} ms\n`);
  console.log('Most time per request, including callees:');
  console.log(top(total, Number(arg("top", "25"))).join('\n'));
  console.log('\nMost time per request in the function itself:');
  console.log(top(self, Number(arg("top", "20"))).join('\n'));
} finally {
  await app.dispose();
}
