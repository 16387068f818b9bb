import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, signedInClient, TestClient, visibleText } from '../support/client';

/**
 * Opening hours in a sheet as people write them, through the desk's import: the
 * preview says how each cell was read, a reading that looks like a slip of the
 * pen is written only once the editor confirms it, and the listing page shows
 * the hours as the sheet meant them. In Fort Worth it is Thursday 3:40 AM.
 */
let app: TestApp;
let erin: TestClient;

beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-26T03:40:00-06:00' } });
  erin = await signedInClient(app, '10005');
});
afterAll(() => app?.dispose());

const sheet = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });
const LISTING = ['cuisine', 'price_level', 'neighbourhood', 'description'];
const listing = (name: string) => [name, 'American', '2', 'Near Southside', `${name} serves plates of smoked meats and sides.`];

function post(form: FormData) {
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}
async function preview(text: string) {
  const form = new FormData();
  form.set('sheet', new File([text], 'hours.csv', { type: 'text/csv' }));
  form.set('intent', 'preview');
  const res = await post(form);
  return { status: res.status, html: await res.text() };
}
/** The page's Apply form posted back as a browser would, with its confirmation box ticked or not. */
function apply(html: string, { confirm }: { confirm: boolean }) {
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest']) form.set(name, decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''));
  const box = /<input type="checkbox"[^>]*name="confirmHours"[^>]*value="([^"]*)"/.exec(html);
  if (confirm && box) form.set('confirmHours', decodeEntities(box[1]!));
  form.set('intent', 'apply');
  return post(form);
}
const page = async (slug: string) => visibleText(await (await new TestClient(app).get(`/restaurant/${slug}`)).text());
const hoursOf = async (slug: string) =>
  (
    await app.db
      .prepare('SELECT h.weekday, h.opens_minute AS opens, h.closes_minute AS closes FROM opening_hours h JOIN restaurants r ON r.id = h.restaurant_id WHERE r.slug = ? ORDER BY h.weekday, h.opens_minute')
      .bind(slug)
      .all()
  ).results;

describe('hours in a sheet, as people write them', () => {
  it('reads a column a day and one Hours column as meant, shows each reading in the preview, and the page shows them', async () => {
    const days = sheet([
      ['name', ...LISTING, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      [...listing('Weekday Diner'), '11am-9pm', '11 AM – 9 PM', '11-9', '11-2, 5-9', '10-10', 'noon-midnight', 'Closed'],
    ]);
    const first = await preview(days);
    const text = visibleText(first.html);
    expect(first.status, text).toBe(200);
    expect(text).toContain('monday: 11am-9pm → 11 AM – 9 PM');
    expect(text).toContain('wednesday: 11-9 → 11 AM – 9 PM');
    expect(text).toContain('thursday: 11-2, 5-9 → 11 AM – 2 PM, 5 PM – 9 PM');
    expect(text).toContain('friday: 10-10 → 10 AM – 10 PM');
    expect(text).toContain('saturday: noon-midnight → Noon – Midnight');
    expect(text).toContain('sunday: Closed → Closed');
    expect((await apply(first.html, { confirm: false })).status).toBe(302);

    const week = sheet([
      ['name', ...LISTING, 'Opening hours'],
      [...listing('Week Cafe'), 'Mon–Fri 11-9, Sat 10-10, Sun closed'],
      [...listing('Sunday Rest'), 'Daily 11am-10pm, closed Sundays'],
    ]);
    const second = await preview(week);
    expect(visibleText(second.html)).toContain('hours: Mon–Fri 11-9, Sat 10-10, Sun closed → Mon–Fri 11 AM – 9 PM; Sat 10 AM – 10 PM; Sun Closed');
    expect(visibleText(second.html)).toContain('hours: Daily 11am-10pm, closed Sundays → Mon–Sat 11 AM – 10 PM; Sun Closed');
    expect((await apply(second.html, { confirm: false })).status).toBe(302);

    const diner = await page('weekday-diner');
    expect(diner).toMatch(/Monday\s+11 AM – 9 PM\s+Tuesday\s+11 AM – 9 PM\s+Wednesday\s+11 AM – 9 PM\s+Thursday \(today\)\s+11 AM – 2 PM, 5 PM – 9 PM\s+Friday\s+10 AM – 10 PM\s+Saturday\s+Noon – Midnight\s+Sunday\s+Closed/);
    // Wednesday's "11-9" closed at 9 PM: at 3:40 AM on Thursday it is not open.
    expect(diner).toContain('Closed · Opens 11 AM');
    expect(diner).not.toContain('Open now');
    const cafe = await page('week-cafe');
    expect(cafe).toMatch(/Friday\s+11 AM – 9 PM\s+Saturday\s+10 AM – 10 PM\s+Sunday\s+Closed/);
    expect(await page('sunday-rest')).toMatch(/Saturday\s+11 AM – 10 PM\s+Sunday\s+Closed/);
  });

  it('names the row and column of a cell it cannot read, with an example of what it accepts', async () => {
    const res = await preview(
      sheet([
        ['name', ...LISTING, 'hours'],
        [...listing('Late Lunch'), 'lunch and dinner'],
        [...listing('Only Sundays'), 'Closed Sundays'],
      ]),
    );
    expect(res.status).toBe(422);
    const text = visibleText(res.html);
    expect(text).toMatch(/2\s+hours\s+Could not read “lunch and dinner” as opening hours: write hours like “Mon–Fri 11-9, Sat 10-10, Sun closed”/);
    expect(text).toMatch(/3\s+hours\s+“Closed Sundays” says when it is closed but not when it is open/);
    const days = await preview(sheet([['name', ...LISTING, 'monday'], [...listing('Dinner Only'), 'dinner']]));
    expect(visibleText(days.html)).toMatch(/2\s+monday\s+Could not read “dinner” as monday's hours: write hours like 11am-9pm/);
  });

  it('writes an implausible reading only once the editor confirms it', async () => {
    const text = sheet([
      ['name', ...LISTING, 'hours'],
      [...listing('All Day Grill'), 'Mon–Sat 10:00-10:00, Sun 6am-11pm'],
    ]);
    const first = await preview(text);
    const shown = visibleText(first.html);
    expect(first.status).toBe(200);
    expect(shown).toContain('Check: Mon–Sat: open 24 hours, read from a range; Sun: open 17 hours in a day');
    expect(shown).toContain('These hours are what the sheet means');

    // Applied without the box ticked (a page kept from before, or a hand-made post): nothing is written.
    const refused = await apply(first.html, { confirm: false });
    expect(refused.status).toBe(422);
    expect(visibleText(await refused.text())).toContain('Nothing was imported: confirm the hours marked “Check”');
    expect(await hoursOf('all-day-grill')).toEqual([]);

    expect((await apply(first.html, { confirm: true })).status).toBe(302);
    expect(await hoursOf('all-day-grill')).toContainEqual({ weekday: 0, opens: 360, closes: 1380 });
    expect(await page('all-day-grill')).toMatch(/Saturday\s+Open 24 hours\s+Sunday\s+6 AM – 11 PM/);
  });
});
