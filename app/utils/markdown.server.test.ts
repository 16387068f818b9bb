import { describe, expect, it } from 'vitest';
import { markdownText, safeHref } from './markdown-tree';
import { parseMarkdown } from './markdown.server';

describe('Markdown in articles', () => {
  it('reads headings, emphasis, lists and links into the page tree', () => {
    expect(
      parseMarkdown('# Big\n\n### Small\n\nThe **brisket** is *good*. [Menu](https://example.com/menu)\n\n1. One\n2. Two')
    ).toEqual([
      { tag: 'h2', children: ['Big'] },
      { tag: 'h3', children: ['Small'] },
      {
        tag: 'p',
        children: [
          'The ',
          { tag: 'strong', children: ['brisket'] },
          ' is ',
          { tag: 'em', children: ['good'] },
          '. ',
          { tag: 'a', href: 'https://example.com/menu', children: ['Menu'] },
        ],
      },
      {
        tag: 'ol',
        children: [
          { tag: 'li', children: ['One'] },
          { tag: 'li', children: ['Two'] },
        ],
      },
    ]);
  });

  it('keeps typed HTML as text and drops links that could run code', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
    expect(parseMarkdown('Hi <b onclick="x()">there</b>')).toEqual([
      { tag: 'p', children: ['Hi ', '<b onclick="x()">', 'there', '</b>'] },
    ]);
    expect(parseMarkdown('[click](javascript:alert(1)) [data](data:text/html,x) [far](//evil.example)')).toEqual([
      { tag: 'p', children: ['click', ' ', 'data', ' ', 'far'] },
    ]);
    expect(parseMarkdown('![a cat](https://evil.example/cat.png)')).toEqual([{ tag: 'p', children: ['a cat'] }]);
  });

  it('allows the web, mail, phone and this site’s own paths as link targets', () => {
    expect(['https://a.example', 'mailto:x@y.example', 'tel:+18175550100', '/restaurant/x', '#top'].map(safeHref)).not.toContain(
      null
    );
    expect(['javascript:x', ' JavaScript:x', 'vbscript:x', '//evil.example', 'data:x'].map(safeHref)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads a backslash as the browser does, so no link leaves the site disguised as a path', () => {
    expect(parseMarkdown('[x](/\\evil.example/p)')).toEqual([{ tag: 'p', children: ['x'] }]);
    expect(['/\\evil.example/p', '\\\\evil.example', '/\t/evil.example', '/\n/evil.example', '\u0001//evil.example', '/.//evil.example', '/%2e%2e//evil.example'].map(safeHref)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(safeHref('/guides\\patios')).toBe('/guides/patios');
    expect(safeHref(' /restaurant/x?y=1#z ')).toBe('/restaurant/x?y=1#z');
  });

  it('gives the plain text feeds and search read, one block a paragraph', () => {
    expect(markdownText(parseMarkdown('## What to eat\n\nThe **brisket** tacos.\n\n- Bring cash\n- Come early'))).toBe(
      'What to eat\n\nThe brisket tacos.\n\nBring cash\n\nCome early'
    );
  });
});

describe('the plain text of nested Markdown', () => {
  it('keeps each paragraph of a quote and of a loose list item apart', () => {
    expect(markdownText(parseMarkdown('> First said.\n>\n> Second said.\n\n- one\n\n  more of one\n- two'))).toBe(
      'First said.\n\nSecond said.\n\none\n\nmore of one\n\ntwo'
    );
  });
});
