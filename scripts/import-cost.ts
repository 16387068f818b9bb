/**
 * `npm run import-cost`: what a 2,000-row listings import costs, through the
 * built Worker in Miniflare as an editor's browser sends it (`-- --rows 500`
 * for another size): the preview, the apply, and 2,000 edits of the same
 * listings. For each step, the wall time and the CPU this run's workerd used
 * (the Worker and Miniflare's local D1 together, from /proc; other runs' workerd
 * on the machine are left out). Prints figures; asserts nothing.
 */
import { sampleListingsCsv } from '../tests/support/listing-sheets';
import { decodeEntities, TestClient } from '../tests/support/client';
import { readdirSync, readFileSync } from 'node:fs';
import { arg, serve, settle } from './serve';

const rows = Number(arg('rows', '2000'));

/** CPU ms of the workerd processes this script started (USER_HZ ticks of utime + stime). */
function workerdCpuMs() {
  const stat = (pid: string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const descends = (pid: string): boolean => {
    for (let at = pid, hops = 0; at !== '0' && at !== '1' && hops < 10; hops++) {
      if (at === String(process.pid)) return true;
      at = stat(at)[1]!;
    }
    return false;
  };
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd') || !descends(pid)) continue;
      const fields = stat(pid);
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone in between
    }
  }
  return ticks * 10;
}
const app = await serve({ standIn: true });
try {
  const editor = new TestClient(app);
  await editor.signIn('10005');
  const post = (form: FormData) => editor.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
  const preview = (text: string) => {
    const form = new FormData();
    form.set('sheet', new File([text], 'listings.csv', { type: 'text/csv' }));
    form.set('intent', 'preview');
    return post(form);
  };
  const apply = (html: string) => {
    const form = new FormData();
    for (const name of ['file', 'fileName', 'digest']) {
      form.set(name, decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''));
    }
    form.set('intent', 'apply');
    return post(form);
  };
  const results: Array<{ step: string; status: number; ms: number; cpuMs: number }> = [];
  async function measure<T extends Response>(step: string, run: () => Promise<T>) {
    await settle();
    const cpu = workerdCpuMs();
    const started = performance.now();
    const res = await run();
    const body = await res.text();
    results.push({ step, status: res.status, ms: performance.now() - started, cpuMs: workerdCpuMs() - cpu });
    return body;
  }

  const sheet = sampleListingsCsv(rows);
  console.log(`${rows} rows, ${(new TextEncoder().encode(sheet).length / 1024).toFixed(0)} KB of CSV`);
  const shown = await measure(`preview ${rows} new rows`, () => preview(sheet));
  await measure(`apply: add ${rows}`, () => apply(shown));
  const exported = await measure('export listings.csv', () => editor.get('/admin/export/listings.csv'));
  await measure(`preview the export (${rows} + sample, unchanged)`, () => preview(exported));
  const edited = exported.replace(/\(817\) 555-(\d{4})(?=,https:\/\/example\.com\/\d+,)/g, '(817) 556-$1');
  const editShown = await measure(`preview ${rows} edits`, () => preview(edited));
  await measure(`apply: update ${rows}`, () => apply(editShown));
  console.table(results.map((r) => ({ step: r.step, status: r.status, 'wall ms': Math.round(r.ms), 'workerd CPU ms': Math.round(r.cpuMs) })));
} finally {
  await app.dispose();
}
