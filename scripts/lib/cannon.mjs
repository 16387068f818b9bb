// The load generator of `npm run load` and `npm run bench`, run as a child process
// so it does not share an event loop with the server it measures:
//   node scripts/lib/cannon.mjs '<json options>'   → prints one JSON result on stdout
//
// Options: { origin, connections, duration (s), paths: [{ path, group, kind?, headers? }] }.
// Requests take the paths in turn, across all connections (a weighted mix lists a
// path several times). A path containing `{n}` gets a fresh number per request
// (a cache-busting value).
// The result gives, per group and overall: requests, throughput (req/s),
// latency p50/p99 (ms), status counts, 5xx count and socket errors/timeouts,
// and the same per kind when paths name one (e.g. page / api).
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const groups = new Map();
const kinds = new Map();
const bucket = (map, name) => {
  let g = map.get(name);
  if (!g) {
    g = { latencies: [], statuses: {} };
    map.set(name, g);
  }
  return g;
};
const record = (g, statusCode, responseTime) => {
  g.latencies.push(responseTime);
  g.statuses[statusCode] = (g.statuses[statusCode] ?? 0) + 1;
};

let next = 0;
let counter = 0;
const requests = [
  {
    method: 'GET',
    setupRequest(req, context) {
      const { path, group: name, kind, headers } = options.paths[next++ % options.paths.length];
      context.group = name ?? path;
      context.kind = kind;
      return { ...req, path: path.replaceAll('{n}', () => String(++counter)), ...(headers ? { headers: { ...req.headers, ...headers } } : {}) };
    },
  },
];

const instance = autocannon({
  url: options.origin,
  connections: options.connections,
  duration: options.duration,
  requests,
  headers: { 'user-agent': 'fwe-load' },
});

instance.on('response', (client, statusCode, _bytes, responseTime) => {
  const { group, kind } = client.requestIterator.context;
  record(bucket(groups, group ?? 'all'), statusCode, responseTime);
  if (kind) record(bucket(kinds, kind), statusCode, responseTime);
});

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

instance.on('done', (result) => {
  const seconds = result.duration;
  const summarize = (latencies, statuses) => {
    const sorted = Float64Array.from(latencies).sort();
    const fiveXX = Object.entries(statuses).reduce((n, [code, count]) => n + (Number(code) >= 500 ? count : 0), 0);
    return {
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      statuses,
      fiveXX,
    };
  };
  const all = { latencies: [], statuses: {} };
  const byGroup = {};
  const byKind = {};
  for (const [name, g] of kinds) byKind[name] = summarize(g.latencies, g.statuses);
  for (const [name, g] of groups) {
    byGroup[name] = summarize(g.latencies, g.statuses);
    all.latencies.push(...g.latencies);
    for (const [code, n] of Object.entries(g.statuses)) all.statuses[code] = (all.statuses[code] ?? 0) + n;
  }
  process.stdout.write(
    JSON.stringify({
      duration: seconds,
      connections: options.connections,
      overall: summarize(all.latencies, all.statuses),
      groups: byGroup,
      kinds: byKind,
      errors: result.errors,
      timeouts: result.timeouts,
    }),
  );
});
