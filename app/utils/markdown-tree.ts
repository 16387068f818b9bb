/**
 * Markdown as the page renders it: a small tree of the few elements an article
 * body uses, built on the server (app/modules/markdown.server.ts) and drawn by
 * app/components/markdown.tsx with React elements, so no HTML typed by an
 * editor ever reaches the page and no parser ships to the browser.
 */
import { safeRedirectPath } from './redirect';

export type MarkdownTag =
  | 'p'
  | 'h2'
  | 'h3'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'strong'
  | 'em'
  | 'code'
  | 'pre'
  | 'br'
  | 'hr'
  | 'a';
export type MarkdownNode = string | { tag: MarkdownTag; href?: string; children?: MarkdownNode[] };

/** The text of a tree, blocks separated by blank lines: feeds, search and excerpts read this. */
export function markdownText(nodes: MarkdownNode[]): string {
  const CONTAINERS = new Set<MarkdownTag>(['ul', 'ol', 'blockquote']);
  const isBlock = (node: MarkdownNode) => typeof node !== 'string' && (node.tag === 'p' || CONTAINERS.has(node.tag));
  const textOf = (node: MarkdownNode): string =>
    typeof node === 'string' ? node : node.tag === 'br' ? ' ' : (node.children ?? []).map(textOf).join('');
  const parts: string[] = [];
  const walk = (node: MarkdownNode) => {
    // Lists, quotes and list items that hold paragraphs are containers: their blocks are the parts.
    if (typeof node !== 'string' && (CONTAINERS.has(node.tag) || (node.tag === 'li' && node.children?.some(isBlock)))) {
      node.children?.forEach(walk);
      return;
    }
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (text) parts.push(text);
  };
  nodes.forEach(walk);
  return parts.join('\n\n');
}

/**
 * The addresses a Markdown link may point at: the web, mail, phone, or a path
 * on this site. Anything else (javascript:, data:, protocol-relative) is dropped
 * and the link text shown plain. The target is judged as a browser reads it:
 * without tabs and newlines, and with a backslash as a slash, so "/\evil.example"
 * is the protocol-relative link it opens as. A path comes back resolved, the way a
 * redirect target is (app/utils/redirect.ts).
 */
export function safeHref(url: string): string | null {
  const href = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/') || href.startsWith('\\')) return safeRedirectPath(href.replace(/\\/g, '/'), '') || null;
  return null;
}
