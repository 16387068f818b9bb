import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

/**
 * Reading a page's map of places (app/components/place-map.tsx) as a browser's parser
 * would: its pins (links with a name, a number and a place in the drawing), the places
 * listed under it, and the numbered cards of the list beside it.
 */
type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* walk(node: Node): Generator<Node> {
  yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
}

const elements = (root: Node) => [...walk(root)].filter((n): n is Element => 'tagName' in n);
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
const textOf = (node: Node): string => [...walk(node)].map((n) => (n.nodeName === '#text' ? (n as DefaultTreeAdapterMap['textNode']).value : '')).join('');

export type Pin = { href: string; title: string; label: string; x: number; y: number; targetRadius: number };

export function readMap(html: string) {
  const document = parse(html);
  const figure = elements(document).find((el) => el.tagName === 'figure' && (attr(el, 'class') ?? '').includes('place-map'));
  if (!figure) return null;
  const svg = elements(figure).find((el) => el.tagName === 'svg')!;
  const [, , width, height] = attr(svg, 'viewBox')!.split(' ').map(Number);
  const pins: Pin[] = elements(svg)
    .filter((el) => el.tagName === 'a')
    .map((a) => {
      const [target] = elements(a).filter((el) => el.tagName === 'circle');
      return {
        href: attr(a, 'href')!,
        title: textOf(elements(a).find((el) => el.tagName === 'title')!),
        label: textOf(elements(a).find((el) => el.tagName === 'text')!),
        x: Number(attr(target!, 'cx')),
        y: Number(attr(target!, 'cy')),
        targetRadius: Number(attr(target!, 'r')),
      };
    });
  const caption = textOf(elements(figure).find((el) => el.tagName === 'figcaption')!);
  const unplaced = elements(figure)
    .filter((el) => el.tagName === 'li')
    .map((li) => ({ text: textOf(li), href: attr(elements(li).find((el) => el.tagName === 'a')!, 'href') }));
  const markup = html.match(/<svg[^>]*role="group"[\s\S]*?<\/svg>/)![0];
  return {
    width: width!,
    height: height!,
    pins,
    caption,
    unplaced,
    images: elements(svg).filter((el) => el.tagName === 'image').map((el) => attr(el, 'href')!),
    svgText: textOf(svg),
    bytes: new TextEncoder().encode(markup).length,
  };
}

/** The cards that carry a map number, each with its heading link. */
export function readNumberedCards(html: string) {
  const document = parse(html);
  return elements(document)
    .filter((el) => attr(el, 'data-map-number') !== null)
    .map((badge) => {
      const title = badge.parentNode as Element;
      const link = elements(title).find((el) => el.tagName === 'a')!;
      return { number: Number(attr(badge, 'data-map-number')), name: textOf(link), href: attr(link, 'href')! };
    });
}
