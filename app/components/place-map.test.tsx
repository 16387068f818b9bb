import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawPlaceMap, type MapPlace } from '~/modules/place-map.server';
import { PlaceMap } from './place-map';

const places = (count: number): MapPlace[] =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    name: `Long Restaurant Name Number ${i + 1} & Bar`,
    href: `/restaurant/long-restaurant-name-number-${i + 1}-and-bar`,
    latitude: 32.68 + ((i * 7) % 13) * 0.01,
    longitude: -97.45 + ((i * 5) % 11) * 0.015,
  }));

const svgOf = (html: string) => html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? '';

describe('<PlaceMap>', () => {
  it('draws each pin as a link named like the list', () => {
    const html = renderToStaticMarkup(<PlaceMap drawing={drawPlaceMap(places(3))} />);
    const links = [...svgOf(html).matchAll(/<a href="([^"]+)"[^>]*><title>([^<]+)<\/title>/g)].map(([, href, title]) => [href, title]);
    expect(links).toEqual([
      ['/restaurant/long-restaurant-name-number-1-and-bar', '1. Long Restaurant Name Number 1 &amp; Bar'],
      ['/restaurant/long-restaurant-name-number-2-and-bar', '2. Long Restaurant Name Number 2 &amp; Bar'],
      ['/restaurant/long-restaurant-name-number-3-and-bar', '3. Long Restaurant Name Number 3 &amp; Bar'],
    ]);
    // A group of links named by the caption, not an image (which would hide the links).
    expect(html).toMatch(/<svg[^>]*role="group"[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toContain('<figcaption');
    expect(html).not.toContain('role="img"');
  });

  it('lists the places it leaves out under the map, with their links', () => {
    const html = renderToStaticMarkup(
      <PlaceMap drawing={drawPlaceMap([...places(2), { number: 3, name: 'Nowhere Yet', href: '/restaurant/nowhere', latitude: null, longitude: null }])} />,
    );
    expect(html).toContain('Not on the map');
    expect(html).toContain('<a href="/restaurant/nowhere" class="underline">3. Nowhere Yet</a> (no location)');
  });

  it('renders nothing without a place to put on it', () => {
    expect(renderToStaticMarkup(<PlaceMap drawing={drawPlaceMap([{ number: 1, name: 'A', href: '/a', latitude: null, longitude: null }])} />)).toBe('');
  });

  it('stays within 15 KB of SVG for a long list, on either background', () => {
    for (const tiles of [null, { url: 'https://tiles.example.com/styles/streets/{z}/{x}/{y}.png?key=0123456789abcdef', attribution: '© Example Maps © OpenStreetMap contributors' }]) {
      const neighbourhoods = Array.from({ length: 30 }, (_, i) => ({ name: `Neighbourhood ${i}`, latitude: 32.68 + (i % 6) * 0.02, longitude: -97.45 + Math.floor(i / 6) * 0.04 }));
      const svg = svgOf(renderToStaticMarkup(<PlaceMap drawing={drawPlaceMap(places(30), { tiles, neighbourhoods })} />));
      expect(new TextEncoder().encode(svg).length).toBeLessThanOrEqual(15 * 1024);
      expect(svg.match(/<a /g)?.length).toBeGreaterThan(5);
    }
  });

  it('draws tiles only under a provider, with its attribution in view', () => {
    const plain = renderToStaticMarkup(<PlaceMap drawing={drawPlaceMap(places(4))} />);
    expect(plain).not.toContain('<image');
    const tiled = renderToStaticMarkup(
      <PlaceMap drawing={drawPlaceMap(places(4), { tiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } })} />,
    );
    expect(tiled).toMatch(/<image href="https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png"/);
    expect(tiled).toContain('© Example</text>');
  });
});
