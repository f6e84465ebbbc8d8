import type { ReactElement } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cx } from '../../lib/cx.ts';
import * as s from './Markdown.css.ts';

export interface MarkdownProps {
  /** Markdown source. Raw HTML in it is dropped, never rendered (SPEC: restyled elements only). */
  children: string;
  /** Extra class for layout around the text (spacing); the typography stays the theme's. */
  className?: string;
}

// Each renderer drops react-markdown's `node` prop so it never reaches the DOM.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h1 {...props} className={s.h1} />,
  h2: ({ node: _node, ...props }) => <h2 {...props} className={s.h2} />,
  h3: ({ node: _node, ...props }) => <h3 {...props} className={s.h3} />,
  h4: ({ node: _node, ...props }) => <h4 {...props} className={s.h4} />,
  h5: ({ node: _node, ...props }) => <h4 {...props} className={s.h4} />,
  h6: ({ node: _node, ...props }) => <h4 {...props} className={s.h4} />,
  p: ({ node: _node, ...props }) => <p {...props} className={s.paragraph} />,
  ul: ({ node: _node, ...props }) => <ul {...props} className={s.list} />,
  ol: ({ node: _node, ...props }) => <ol {...props} className={s.list} />,
  li: ({ node: _node, ...props }) => <li {...props} className={s.listItem} />,
  a: ({ node: _node, children, href, title }) => (
    <a href={href} title={title} className={s.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  code: ({ node: _node, className, ...props }) => <code {...props} className={cx(s.inlineCode, className)} />,
  pre: ({ node: _node, ...props }) => <pre {...props} className={s.pre} />,
  blockquote: ({ node: _node, ...props }) => <blockquote {...props} className={s.blockquote} />,
  strong: ({ node: _node, ...props }) => <strong {...props} className={s.strong} />,
  em: ({ node: _node, ...props }) => <em {...props} className={s.em} />,
  hr: ({ node: _node, ...props }) => <hr {...props} className={s.hr} />,
  table: ({ node: _node, ...props }) => (
    <div className={s.tableWrap}>
      <table {...props} className={s.table} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th {...props} className={s.th} />,
  td: ({ node: _node, ...props }) => <td {...props} className={s.td} />,
  // Images from generated text are not trusted content; show their alt text instead.
  img: ({ alt }) => <span>{alt}</span>,
};

const remarkPlugins = [remarkGfm];

/**
 * Renders generated or written Markdown (FAQ answers, concepts, guides) with the theme's type: headings,
 * lists, links, code, tables (GitHub flavour). Use it for text that arrives as Markdown; plain text needs no
 * component.
 */
export function Markdown({ children, className }: MarkdownProps): ReactElement {
  return (
    <div className={cx(s.prose, className)}>
      {/* GFM adds tables, task lists and autolinks; skipHtml still drops any raw HTML. */}
      <ReactMarkdown skipHtml remarkPlugins={remarkPlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
