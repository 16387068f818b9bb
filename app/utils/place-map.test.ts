import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitProjection,
  layOutPins,
  MAP_HEIGHT,
  MAP_WIDTH,
  MAX_NUDGE,
  MAX_ZOOM,
  mercator,
  PIN_RADIUS,
  placeLabels,
  project,
  scaleBar,
  TARGET_RADIUS,
  tilesCovering,
  type Point,
} from './place-map';

const SUNDANCE = { latitude: 32.7555, longitude: -97.3308 };
const STOCKYARDS = { latitude: 32.789, longitude: -97.3473 };
const TCU = { latitude: 32.7096, longitude: -97.3631 };

const pointsOf = (places: { latitude: number; longitude: number }[]) => places.map((p) => mercator(p.latitude, p.longitude));

function expectNoOverlapAndInside(pins: Point[]) {
  for (const pin of pins) {
    expect(pin.x).toBeGreaterThanOrEqual(TARGET_RADIUS - 1e-9);
    expect(pin.x).toBeLessThanOrEqual(MAP_WIDTH - TARGET_RADIUS + 1e-9);
    expect(pin.y).toBeGreaterThanOrEqual(TARGET_RADIUS - 1e-9);
    expect(pin.y).toBeLessThanOrEqual(MAP_HEIGHT - TARGET_RADIUS + 1e-9);
  }
  for (let i = 0; i < pins.length; i++) {
    for (let j = i + 1; j < pins.length; j++) {
      expect(Math.hypot(pins[i].x - pins[j].x, pins[i].y - pins[j].y)).toBeGreaterThanOrEqual(2 * TARGET_RADIUS);
    }
  }
}

describe('the projection', () => {
  it('puts north up and east right', () => {
    const p = fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU]));
    const [downtown, stockyards, tcu] = [SUNDANCE, STOCKYARDS, TCU].map((x) => project(p, x.latitude, x.longitude));
    expect(stockyards.y).toBeLessThan(downtown.y);
    expect(tcu.y).toBeGreaterThan(downtown.y);
    expect(downtown.x).toBeGreaterThan(tcu.x);
  });

  it('fits every place inside the drawing with room for its pin', () => {
    const p = fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU]));
    for (const place of [SUNDANCE, STOCKYARDS, TCU]) {
      const { x, y } = project(p, place.latitude, place.longitude);
      expect(x).toBeGreaterThanOrEqual(TARGET_RADIUS);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH - TARGET_RADIUS);
      expect(y).toBeGreaterThanOrEqual(TARGET_RADIUS);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT - TARGET_RADIUS);
    }
  });

  it('does not zoom in without end on a single place, and centres it', () => {
    const p = fitProjection(pointsOf([SUNDANCE]));
    expect(p.zoom).toBe(MAX_ZOOM);
    const { x } = project(p, SUNDANCE.latitude, SUNDANCE.longitude);
    expect(x).toBeCloseTo(MAP_WIDTH / 2, 5);
  });

  it('snaps to a whole zoom for tiles and still fits the places', () => {
    const p = fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU]), { wholeZoom: true });
    expect(Number.isInteger(p.zoom)).toBe(true);
    expect(p.zoom).toBeLessThanOrEqual(fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU])).zoom);
    for (const place of [SUNDANCE, STOCKYARDS, TCU]) {
      const { x, y } = project(p, place.latitude, place.longitude);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });
});

describe('pins', () => {
  it('leaves pins that do not overlap where they are', () => {
    const pins = layOutPins([{ x: 100, y: 100 }, { x: 300, y: 200 }]);
    expect(pins.map((p) => [p.x, p.y])).toEqual([[100, 100], [300, 200]]);
  });

  it('nudges two close pins apart, each a bounded distance from its true spot', () => {
    const pins = layOutPins([{ x: 200, y: 150 }, { x: 210, y: 150 }]);
    expect(pins).toHaveLength(2);
    expectNoOverlapAndInside(pins);
    for (const pin of pins) expect(Math.hypot(pin.x - pin.anchorX, pin.y - pin.anchorY)).toBeLessThanOrEqual(MAX_NUDGE + 1e-9);
    expect(pins[0].x).toBeLessThan(pins[1].x);
  });

  it('parts places on the very same spot', () => {
    const pins = layOutPins([{ x: 200, y: 150 }, { x: 200, y: 150 }]);
    expect(pins).toHaveLength(2);
    expectNoOverlapAndInside(pins);
  });

  it('groups a crowd into one pin standing for all of them', () => {
    const crowd = Array.from({ length: 12 }, (_, i) => ({ x: 240 + (i % 3), y: 180 + Math.floor(i / 3) }));
    const pins = layOutPins(crowd);
    expect(pins.length).toBeLessThan(12);
    expect(pins.flatMap((p) => p.members).sort((a, b) => a - b)).toEqual(crowd.map((_, i) => i));
    expect(pins.some((p) => p.members.length > 1)).toBe(true);
    expectNoOverlapAndInside(pins);
  });

  it('keeps a pin at the edge inside the drawing', () => {
    const pins = layOutPins([{ x: 0, y: 0 }, { x: MAP_WIDTH, y: MAP_HEIGHT }]);
    expectNoOverlapAndInside(pins);
  });

  it('never overlaps and never leaves the drawing, whatever the places', () => {
    const point = fc.record({ x: fc.double({ min: 0, max: MAP_WIDTH, noNaN: true }), y: fc.double({ min: 0, max: MAP_HEIGHT, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const pins = layOutPins(points);
        expectNoOverlapAndInside(pins);
        expect(pins.flatMap((p) => p.members).sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
      }),
      { numRuns: 60 },
    );
  });
});

describe('the scale bar', () => {
  it('shows a round distance whose length matches the projection at Fort Worth', () => {
    const p = fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU]));
    const bar = scaleBar(p);
    expect([0.1, 0.25, 0.5, 1, 2, 5, 10, 20]).toContain(bar.miles);
    expect(bar.length).toBeLessThanOrEqual(MAP_WIDTH / 4);
    // Sundance Square to the Stockyards is about 2.5 miles as the crow flies.
    const [a, b] = [SUNDANCE, STOCKYARDS].map((x) => project(p, x.latitude, x.longitude));
    const miles = (Math.hypot(a.x - b.x, a.y - b.y) / bar.length) * bar.miles;
    expect(miles).toBeGreaterThan(2.3);
    expect(miles).toBeLessThan(2.7);
  });

  it('is shorter in miles on a closer map', () => {
    expect(scaleBar(fitProjection(pointsOf([SUNDANCE]))).miles).toBeLessThan(scaleBar(fitProjection(pointsOf([STOCKYARDS, TCU]))).miles);
  });
});

describe('tiles', () => {
  it('covers the whole drawing with a handful of tiles at the zoom', () => {
    const p = fitProjection(pointsOf([SUNDANCE, STOCKYARDS, TCU]), { wholeZoom: true });
    const tiles = tilesCovering(p);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(9);
    for (const t of tiles) expect(t.z).toBe(p.zoom);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(MAP_WIDTH);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(MAP_HEIGHT);
  });

  it('numbers them as the slippy-map scheme does', () => {
    const p = fitProjection(pointsOf([SUNDANCE]), { wholeZoom: true });
    // Downtown Fort Worth at zoom 15 is tile 7524/13225 (x/y) by the slippy-map formula.
    const covering = tilesCovering(p).find((t) => {
      const { x, y } = project(p, SUNDANCE.latitude, SUNDANCE.longitude);
      return x >= t.left && x < t.left + t.size && y >= t.top && y < t.top + t.size;
    });
    expect(covering).toMatchObject({ z: 15, x: 7524, y: 13225 });
  });
});

describe('neighbourhood labels', () => {
  it('places names in order, leaving out one that would collide, fall outside or sit under a pin', () => {
    const labels = placeLabels(
      [
        { text: 'Downtown', point: { x: 200, y: 150 } },
        { text: 'Sundance', point: { x: 205, y: 152 } },
        { text: 'Far away', point: { x: -50, y: 150 } },
        { text: 'Near Southside', point: { x: 200, y: 250 } },
        { text: 'Under a pin', point: { x: 400, y: 60 } },
      ],
      { fontSize: 13, max: 8, obstacles: [{ x: 400, y: 60, r: PIN_RADIUS }] },
    );
    expect(labels.map((l) => l.text)).toEqual(['Downtown', 'Near Southside']);
  });

  it('leaves out a name that would touch a pin once drawn as wide as Linux draws it', () => {
    // "Camp Bowie" beside pin 7 of a guide's map: at 0.56 em a letter its box just missed the
    // pin's circle, and the drawn text (DejaVu Sans, italic) reached the pin's outline.
    const pin = { x: 200, y: 200, r: PIN_RADIUS };
    const beside = { text: 'Camp Bowie', point: { x: pin.x - PIN_RADIUS - 41, y: pin.y + 4 } };
    expect(placeLabels([beside], { fontSize: 13, max: 8, obstacles: [pin] })).toEqual([]);
    const clear = { ...beside, point: { x: pin.x - PIN_RADIUS - 60, y: pin.y + 4 } };
    expect(placeLabels([clear], { fontSize: 13, max: 8, obstacles: [pin] }).map((l) => l.text)).toEqual(['Camp Bowie']);
  });

  it('places at most the number asked for', () => {
    const candidates = Array.from({ length: 12 }, (_, i) => ({ text: `N${i}`, point: { x: 40 + (i % 4) * 110, y: 40 + Math.floor(i / 4) * 80 } }));
    expect(placeLabels(candidates, { fontSize: 13, max: 8 })).toHaveLength(8);
  });
});

it('draws pins smaller than the circle they answer taps in', () => {
  expect(PIN_RADIUS).toBeLessThan(TARGET_RADIUS);
});
