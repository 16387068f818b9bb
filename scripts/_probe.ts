import { serve } from './serve';
const app = await serve();
async function time(label: string, path: (i: number) => string, n = 30, init?: RequestInit) {
  await (await app.fetch(path(0), init)).arrayBuffer();
  const t = performance.now();
  for (let i = 1; i <= n; i++) await (await app.fetch(path(i), init)).arrayBuffer();
  console.log(label.padEnd(30), ((performance.now() - t) / n).toFixed(1), 'ms');
}
await time('static', () => '/images/logo.svg');
await time('403 cross-site POST', () => '/', 30, { method: 'POST', headers: { Origin: 'https://evil.example' } });
await time('404 /api/nope', () => '/api/nope');
await time('cached /', () => '/');
await time('uncached /', (i) => `/?nocache=${i}`);
await time('uncached listing', (i) => `/?cuisine=tex-mex&priceLevel=2&rating=4&nocache=${i}`);
await time('uncached detail', (i) => `/restaurant/coopers-old-time-pit-barbque?nocache=${i}`);
await time('uncached about', (i) => `/about?nocache=${i}`);
await time('uncached /api/restaurants', (i) => `/api/restaurants?nocache=${i}`);
const t = performance.now();
for (let i = 0; i < 30; i++) await app.db.prepare('SELECT 1').all();
console.log('D1 SELECT 1 from node', ((performance.now() - t) / 30).toFixed(1), 'ms');
await app.dispose();
