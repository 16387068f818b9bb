/**
 * Markdown as the page renders it: a small tree of the few elements an article
 * body uses, built on the server (app/modules/markdown.server.ts) and drawn by
 * app/components/markdown.tsx with React elements, so no HTML typed by an
 * editor ever reaches the page and no parser ships to the browser.
 */
export type MarkdownTag = 'p' | 'h2' | 'h3' | 'ul' | 'ol' | 'li' | 'blockquote' | 'strong' | 'em' | 'code' | 'pre' | 'br' | 'hr' | 'a';
export type MarkdownNode = string | { tag: MarkdownTag; href?: string; children?: MarkdownNode[] };

/** The text of a tree, blocks separated by blank lines: feeds, search and excerpts read this. */
export function markdownText(nodes: MarkdownNode[]): string {
  const BLOCKS = new Set<MarkdownTag>(['p', 'h2', 'h3', 'li', 'blockquote', 'pre']);
  const parts: string[] = [];
  const walk = (node: MarkdownNode, line: string[]) => {
    if (typeof node === 'string') return void line.push(node);
    if (node.tag === 'br') return void line.push(' ');
    if (BLOCKS.has(node.tag) && !node.children?.some((child) => typeof child !== 'string' && BLOCKS.has(child.tag))) {
      const own: string[] = [];
      node.children?.forEach((child) => walk(child, own));
      const text = own.join('').replace(/\s+/g, ' ').trim();
      if (text) parts.push(text);
      return;
    }
    node.children?.forEach((child) => walk(child, line));
  };
  const loose: string[] = [];
  nodes.forEach((node) => walk(node, loose));
  return parts.join('\n\n');
}

/**
 * The addresses a Markdown link may point at: the web, mail, phone, or a path
 * on this site. Anything else (javascript:, data:, protocol-relative) is dropped
 * and the link text shown plain.
 */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return null;
}
