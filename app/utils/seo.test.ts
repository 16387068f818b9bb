import { describe, expect, it } from 'vitest';
import { breadcrumbList, serializeJsonLd } from '~/components/json-ld';
import { absoluteUrl, seoMeta, siteOrigin, truncateDescription } from './seo';

const matches = [{ id: 'root', data: { origin: 'https://fortwortheats.example.com' } }];

describe('seoMeta', () => {
  it('gives title, description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const tags = seoMeta(matches, {
      title: 'Reviews',
      description: 'Our reviews.',
      path: '/reviews',
      image: '/images/share/articles/x.jpg',
      imageAlt: 'A plate of brisket',
    });
    expect(tags).toContainEqual({ title: 'Reviews | Fort Worth Eats' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fortwortheats.example.com/reviews' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://fortwortheats.example.com/reviews' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://fortwortheats.example.com/images/share/articles/x.jpg' });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'A plate of brisket' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Fort Worth Eats' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('gives a page without an image of its own the branded raster card, described', () => {
    const tags = seoMeta(matches, { title: 'About', description: 'd', path: '/about' });
    const image = 'https://fortwortheats.example.com/images/share/default.jpg';
    expect(tags).toContainEqual({ property: 'og:image', content: image });
    expect(tags).toContainEqual({ name: 'twitter:image', content: image });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags.find((t) => 'property' in t && t.property === 'og:image:alt')).toMatchObject({ content: expect.stringContaining('Fort Worth Eats') });
  });

  it('keeps a title that already names the site and adds keywords when given', () => {
    const tags = seoMeta(matches, {
      title: 'Guide | Fort Worth Eats',
      description: 'd',
      path: '/x',
      keywords: ['a', 'b'],
    });
    expect(tags).toContainEqual({ title: 'Guide | Fort Worth Eats' });
    expect(tags).toContainEqual({ name: 'keywords', content: 'a, b' });
  });

  it('reads the origin from the root match only', () => {
    expect(siteOrigin([{ id: 'routes/x', data: { origin: 'https://evil.example' } }])).toBe('');
    expect(siteOrigin(matches)).toBe('https://fortwortheats.example.com');
    expect(absoluteUrl('https://a.example', 'https://b.example/i.svg')).toBe('https://b.example/i.svg');
  });

  it('cuts long descriptions at a word', () => {
    const cut = truncateDescription('word '.repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('numbers breadcrumb positions from 1', () => {
    const list = breadcrumbList([{ name: 'Home', url: 'https://a/' }, { name: 'Reviews', url: 'https://a/reviews' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a/' },
      { '@type': 'ListItem', position: 2, name: 'Reviews', item: 'https://a/reviews' },
    ]);
  });
});
