import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, visibleText } from '../support/client';

/**
 * A sample restaurant page as a diner reads its facts: what the place has, and a "no" only
 * where it answers a question diners ask before they go. Cooper's was checked: no vegan
 * dishes, not halal, not kosher, no dogs on the patio, no full bar, no BYOB, no garage;
 * nobody checked its entrance or its vegetarian dishes.
 */

type Ld = Record<string, any>;
const restaurantLd = (html: string): Ld =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => [JSON.parse(m[1]!)].flat()).find((b) => b['@type'] === 'Restaurant');

function goodToKnow(html: string) {
  const start = html.indexOf('id="good-to-know-heading"');
  expect(start).toBeGreaterThan(0);
  return visibleText(html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start)));
}

let app: TestApp;
let html: string;
beforeAll(async () => {
  app = await startApp();
  const res = await strangerFetch(app, '/restaurant/coopers-old-time-pit-barbque');
  expect(res.status).toBe(200);
  html = await res.text();
});
afterAll(() => app?.dispose());

describe('a sample restaurant page says what a place has, and only the noes diners ask about', () => {
  it('says what the place has', () => {
    const text = goodToKnow(html);
    for (const has of ['Gluten-free dishes on the menu', 'Accessible restroom', 'Patio seating', 'Good for kids', 'Its own parking lot']) expect(text).toContain(has);
  });

  it('says "No vegan dishes", a question a diner asks before going', () => {
    expect(goodToKnow(html)).toContain('No vegan dishes');
  });

  it('leaves out the noes nobody goes looking for', () => {
    const text = goodToKnow(html);
    for (const unsaid of ['Not kosher', 'Not halal', 'No dogs on the patio', 'No full bar', 'No BYOB', 'No parking garage']) expect(text).not.toContain(unsaid);
    expect(text).not.toMatch(/kosher|halal|dogs|BYOB|garage/i);
  });

  it('never reads an unknown as a no: the unchecked entrance and vegetarian dishes go unsaid', () => {
    expect(goodToKnow(html)).not.toMatch(/steps|step-free|vegetarian/i);
  });

  it('tells search engines the same: the said no is false, the unsaid ones are not there', () => {
    const features = restaurantLd(html).amenityFeature as Array<{ name: string; value: boolean }>;
    const byName = new Map(features.map((f) => [f.name, f.value]));
    expect(byName.get('Vegan options')).toBe(false);
    expect(byName.get('Gluten-free options')).toBe(true);
    expect(byName.get('Outdoor seating')).toBe(true);
    for (const unsaid of ['Kosher food', 'Halal food', 'Dog-friendly patio', 'Full bar', 'BYOB', 'Parking garage', 'Wheelchair-accessible entrance'])
      expect(byName.has(unsaid), unsaid).toBe(false);
  });
});
