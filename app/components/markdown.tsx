import { Link } from '@remix-run/react';
import type { MarkdownNode } from '~/utils/markdown-tree';

const CLASSES: Partial<Record<string, string>> = {
  h2: 'pt-4 text-2xl font-bold text-stone-900',
  h3: 'pt-2 text-xl font-bold text-stone-900',
  ul: 'list-disc space-y-2 pl-6',
  ol: 'list-decimal space-y-2 pl-6',
  blockquote: 'border-l-4 border-brand-700 pl-5 italic text-stone-900',
  code: 'rounded bg-stone-100 px-1 font-mono text-base',
  pre: 'overflow-x-auto whitespace-pre-wrap rounded-lg bg-stone-100 p-4 font-mono text-base',
  a: 'font-semibold text-brand-800 underline',
  hr: 'border-stone-200',
};

/** Draws a parsed Markdown tree (app/modules/markdown.server.ts) as React elements: text is always text. */
export function Markdown({ nodes }: { nodes: MarkdownNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <MarkdownElement key={i} node={node} />
      ))}
    </>
  );
}

function MarkdownElement({ node }: { node: MarkdownNode }) {
  if (typeof node === 'string') return <>{node}</>;
  const children = node.children ? <Markdown nodes={node.children} /> : null;
  if (node.tag === 'a' && node.href) {
    return node.href.startsWith('/') ? (
      <Link to={node.href} className={CLASSES.a}>
        {children}
      </Link>
    ) : (
      <a href={node.href} className={CLASSES.a} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (node.tag === 'br') return <br />;
  if (node.tag === 'hr') return <hr className={CLASSES.hr} />;
  const Tag = node.tag === 'a' ? 'span' : node.tag;
  return <Tag className={CLASSES[node.tag]}>{children}</Tag>;
}
