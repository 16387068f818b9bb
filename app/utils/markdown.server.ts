import type { Content, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { safeHref, type MarkdownNode } from '~/utils/markdown-tree';

/**
 * Parses an article's Markdown (CommonMark, by micromark) into the tree the page
 * draws. Raw HTML in the text stays text: it is shown as typed, never run. The
 * page's one h1 is the title, so Markdown headings become h2 and h3.
 */
export function parseMarkdown(text: string): MarkdownNode[] {
  return convert((fromMarkdown(text) as Root).children);
}

function convert(nodes: Content[]): MarkdownNode[] {
  return nodes.flatMap((node): MarkdownNode[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ tag: 'p', children: convert(node.children) }];
      case 'heading':
        return [{ tag: node.depth <= 2 ? 'h2' : 'h3', children: convert(node.children) }];
      case 'list':
        return [{ tag: node.ordered ? 'ol' : 'ul', children: convert(node.children) }];
      case 'listItem':
        // Tight list items hold one paragraph each: keep just its text.
        return [
          {
            tag: 'li',
            children:
              node.children.length === 1 && node.children[0]!.type === 'paragraph'
                ? convert(node.children[0]!.children)
                : convert(node.children),
          },
        ];
      case 'blockquote':
        return [{ tag: 'blockquote', children: convert(node.children) }];
      case 'strong':
        return [{ tag: 'strong', children: convert(node.children) }];
      case 'emphasis':
        return [{ tag: 'em', children: convert(node.children) }];
      case 'inlineCode':
        return [{ tag: 'code', children: [node.value] }];
      case 'code':
        return [{ tag: 'pre', children: [node.value] }];
      case 'break':
        return [{ tag: 'br' }];
      case 'thematicBreak':
        return [{ tag: 'hr' }];
      case 'link': {
        const href = safeHref(node.url);
        return href ? [{ tag: 'a', href, children: convert(node.children) }] : convert(node.children);
      }
      case 'text':
      case 'html':
        return [node.value];
      case 'image':
        return node.alt ? [node.alt] : [];
      default:
        return 'children' in node ? convert(node.children as Content[]) : 'value' in node ? [String(node.value)] : [];
    }
  });
}
