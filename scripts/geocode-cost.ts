/**
 * npx tsx scripts/geocode-cost.ts [-- --rows 10000]
 *
 * What a full geocoding batch costs the Worker (decision 038): the bytes of the request file,
 * of an all-exact answer and of the answers the import preview carries to its Apply, and the
 * time to write the request and read the answer. Prints figures; never fails.
 */
import { addressKey, batchRequestCsv, readBatchAnswer } from '../app/utils/census-geocoder';

const at = process.argv.indexOf('--rows');
const rows = at === -1 ? 10_000 : Number(process.argv[at + 1]);
const addresses = Array.from({ length: rows }, (_, i) => `${100 + i} Magnolia Ave, Fort Worth, TX 76104`);

let start = performance.now();
const request = batchRequestCsv(addresses);
const writeMs = performance.now() - start;
const answer = addresses
  .map((a, i) => `"${i + 1}","${a}","Match","Exact","${a.toUpperCase()}","-97.${3000 + i},32.${7000 + i}","636000000","L"`)
  .join('\n');
start = performance.now();
const read = readBatchAnswer(answer, rows);
const readMs = performance.now() - start;
const carried = JSON.stringify([...read].map(([id, value]) => [addressKey(addresses[id - 1]!), value]));

const kb = (text: string) => `${Math.round(new TextEncoder().encode(text).length / 1024)} KB`;
console.log(`${rows} addresses: request ${kb(request)}, answer ${kb(answer)}, carried answers ${kb(carried)}`);
console.log(`write the request ${writeMs.toFixed(0)} ms, read the answer ${readMs.toFixed(0)} ms`);
