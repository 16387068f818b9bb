import { describe, expect, it } from 'vitest';
import { drawPlaceMap, type MapPlace } from './place-map.server';
import { translator } from './messages.server';

const place = (number: number, latitude: number | null, longitude: number | null, name = `Place ${number}`): MapPlace => ({
  number,
  name,
  href: `/restaurant/place-${number}`,
  latitude,
  longitude,
});

/** Spread over central Fort Worth, a few blocks apart. */
const spread = (count: number) => Array.from({ length: count }, (_, i) => place(i + 1, 32.70 + (i % 5) * 0.02, -97.42 + Math.floor(i / 5) * 0.03));

describe('drawPlaceMap', () => {
  it('draws one pin per place, numbered and linked like the list', () => {
    const drawing = drawPlaceMap(spread(6));
    expect(drawing.pins.map((p) => p.label)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(drawing.pins.map((p) => p.href)).toEqual(spread(6).map((p) => p.href));
    expect(drawing.pins[2].title).toBe('3. Place 3');
    expect(drawing.unplaced).toEqual([]);
    expect(drawing.caption).toBe('Map of 6 places on this list.');
  });

  it('lists places without coordinates, or far from Fort Worth, under the map instead of guessing', () => {
    const drawing = drawPlaceMap([place(1, 32.75, -97.33), place(2, null, null), place(3, 40.71, -74.0, 'Far Off')], { of: 'page' });
    expect(drawing.pins.map((p) => p.label)).toEqual(['1']);
    expect(drawing.unplaced).toEqual([
      { number: 2, name: 'Place 2', href: '/restaurant/place-2', reason: 'no location', why: 'no location' },
      { number: 3, name: 'Far Off', href: '/restaurant/place-3', reason: 'outside the area', why: 'outside the area' },
    ]);
    expect(drawing.caption).toBe('Map of 1 place on this page. 2 places not on the map are listed below it.');
  });

  it('says its caption, a group of pins and the places left off in the page’s language', () => {
    const t = translator('es');
    const same = [1, 2, 3].map((n) => place(n, 32.7555 + n * 0.00001, -97.3308, `Puesto ${n}`));
    const drawing = drawPlaceMap([...same, place(4, null, null)], { of: 'guide', t });
    expect(drawing.caption).toBe('Mapa de 3 lugares en esta guía. 1 lugar que no está en el mapa aparece debajo.');
    expect(drawing.pins.find((p) => p.group)?.title).toMatch(/^[23] lugares: 1\. Puesto 1, /);
    expect(drawing.notOnMap).toBe('Fuera del mapa');
    expect(drawing.unplaced[0]?.why).toBe('sin ubicación');
  });

  it('draws nothing when no place has a location', () => {
    const drawing = drawPlaceMap([place(1, null, null)]);
    expect(drawing.pins).toEqual([]);
    expect(drawing.unplaced).toHaveLength(1);
  });

  it('groups places on one spot into a pin with their count, linked to the first in the list', () => {
    const same = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => place(n, 32.7555 + n * 0.00001, -97.3308, `Stall ${n}`));
    const drawing = drawPlaceMap([...same, place(9, 32.70, -97.40)], { anchorOf: (n) => `#r-${n}` });
    const group = drawing.pins.find((p) => p.group);
    expect(group).toBeDefined();
    expect(group?.label).toBe(String(group?.numbers.length));
    expect(group?.href).toBe(`#r-${group?.numbers[0]}`);
    expect(group?.title).toMatch(/^\d+ places: \d+\. Stall \d+, /);
    expect(drawing.pins.flatMap((p) => p.numbers).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('names neighbourhoods on the schematic and draws tiles with their attribution under a provider', () => {
    const neighbourhoods = [
      { name: 'Downtown', latitude: 32.75, longitude: -97.35 },
      { name: 'Somewhere in Oklahoma', latitude: 35.5, longitude: -97.5 },
    ];
    const corners = [{ ...place(1, 32.7, -97.4), neighborhood: 'Downtown' }, place(2, 32.7, -97.3), place(3, 32.8, -97.4), place(4, 32.8, -97.3)];
    const schematic = drawPlaceMap(corners, { neighbourhoods });
    expect(schematic.labels.map((l) => l.text)).toEqual(['Downtown']);
    expect(schematic.tiles).toEqual([]);
    expect(schematic.attribution).toBeNull();

    const tiled = drawPlaceMap(spread(6), { neighbourhoods, tiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } });
    expect(tiled.labels).toEqual([]);
    expect(tiled.attribution).toBe('© Example');
    expect(tiled.tiles.length).toBeGreaterThan(0);
    expect(tiled.tiles.length).toBeLessThanOrEqual(9);
    for (const t of tiled.tiles) expect(t.href).toMatch(/^https:\/\/tiles\.example\.com\/1[0-5]\/\d+\/\d+\.png$/);
  });

  it('names only the neighbourhoods its places are in, unless it is one place among the names around it', () => {
    const neighbourhoods = [
      { name: 'Downtown', latitude: 32.75, longitude: -97.35 },
      { name: 'Fairmount', latitude: 32.73, longitude: -97.33 },
    ];
    const corners = [place(1, 32.7, -97.4), place(2, 32.7, -97.3), place(3, 32.8, -97.4), place(4, 32.8, -97.3)].map((p) => ({ ...p, neighborhood: 'Downtown' }));
    expect(drawPlaceMap(corners, { neighbourhoods }).labels.map((l) => l.text)).toEqual(['Downtown']);
    const one = [{ ...place(1, 32.74, -97.34), neighborhood: 'Downtown' }];
    expect(drawPlaceMap(one, { neighbourhoods, names: 'around', maxZoom: 13 }).labels.map((l) => l.text).sort()).toEqual(['Downtown', 'Fairmount']);
  });

  it('rounds what it draws to one decimal', () => {
    const drawing = drawPlaceMap(spread(12));
    for (const n of drawing.pins.flatMap((p) => [p.x, p.y, ...(p.from ? [p.from.x, p.from.y] : [])])) {
      expect(Math.round(n * 10) / 10).toBe(n);
    }
    expect(drawing.scale.text).toMatch(/^(0\.1|0\.25|0\.5|1|2|5|10|20) mi$/);
  });
});
