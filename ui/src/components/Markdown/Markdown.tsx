import { astToJSX, type MarkdownToJSX, parser, RuleType } from 'markdown-to-jsx/react';
import { type ComponentProps, type ReactElement, useMemo } from 'react';
import { cx } from '../../lib/cx.ts';
import { renderGfmOnly } from './gfmOnly.ts';
import * as s from './Markdown.css.ts';
import { renderWithoutHtml, withoutHtmlBlocks } from './rawHtml.ts';

export interface MarkdownProps {
  /** Markdown source. Raw HTML in it is dropped, never rendered (SPEC: restyled elements only). */
  children: string;
  /** Extra class for layout around the text (spacing); the typography stays the theme's. */
  className?: string;
}

// Headings drop the `id` markdown-to-jsx slugs from their text: a heading that says "Main" must not
// take an id the page already uses.
type Heading = Omit<ComponentProps<'h1'>, 'id'> & { id?: string };

const overrides: MarkdownToJSX.Overrides = {
  h1: ({ id: _id, ...props }: Heading) => <h1 {...props} className={s.h1} />,
  h2: ({ id: _id, ...props }: Heading) => <h2 {...props} className={s.h2} />,
  h3: ({ id: _id, ...props }: Heading) => <h3 {...props} className={s.h3} />,
  h4: ({ id: _id, ...props }: Heading) => <h4 {...props} className={s.h4} />,
  h5: ({ id: _id, ...props }: Heading) => <h4 {...props} className={s.h4} />,
  h6: ({ id: _id, ...props }: Heading) => <h4 {...props} className={s.h4} />,
  p: (props: ComponentProps<'p'>) => <p {...props} className={s.paragraph} />,
  ul: (props: ComponentProps<'ul'>) => <ul {...props} className={s.list} />,
  // The library always passes `start`; 1 is the browser's own default, so only another number is written.
  ol: ({ start, ...props }: ComponentProps<'ol'>) => (
    <ol {...props} start={start === 1 ? undefined : start} className={s.list} />
  ),
  li: (props: ComponentProps<'li'>) => <li {...props} className={s.listItem} />,
  a: ({ children, href, title }: ComponentProps<'a'>) => (
    <a href={href} title={title} className={s.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // Inline code only: fenced code is rendered by `renderRule` below.
  code: ({ className, ...props }: ComponentProps<'code'>) => (
    <code {...props} className={cx(s.inlineCode, className)} />
  ),
  blockquote: (props: ComponentProps<'blockquote'>) => <blockquote {...props} className={s.blockquote} />,
  strong: (props: ComponentProps<'strong'>) => <strong {...props} className={s.strong} />,
  em: (props: ComponentProps<'em'>) => <em {...props} className={s.em} />,
  hr: (props: ComponentProps<'hr'>) => <hr {...props} className={s.hr} />,
  table: (props: ComponentProps<'table'>) => (
    <div className={s.tableWrap}>
      <table {...props} className={s.table} />
    </div>
  ),
  th: (props: ComponentProps<'th'>) => <th {...props} className={s.th} />,
  td: (props: ComponentProps<'td'>) => <td {...props} className={s.td} />,
  // Images from generated text are not trusted content; show their alt text instead.
  img: ({ alt }: ComponentProps<'img'>) => <span>{alt}</span>,
  // A task list's box shows its state and cannot be ticked, as GitHub shows it. Its name says what a
  // tick means: a form control without one fails axe's `label` rule.
  input: ({ checked }: ComponentProps<'input'>) => (
    <input type="checkbox" checked={checked} disabled aria-label="Done" />
  ),
};

const options: MarkdownToJSX.Options = {
  // Every source is a document of blocks, even a single line (the library would render that as a span).
  forceBlock: true,
  // A leading `---` block is Markdown (a rule), not YAML front matter to hide.
  disableFrontmatter: true,
  // The blocks go straight into the `prose` div, whose rules space them.
  wrapper: null,
  overrides,
  renderRule: (next, node, renderChildren, state) => {
    if (node.type === RuleType.codeBlock) {
      // As CommonMark's HTML has it: one `language-` class, the text ending in its newline.
      return (
        <pre key={state.key} className={s.pre}>
          <code className={cx(s.inlineCode, node.lang && `language-${node.lang}`)}>{`${node.text}\n`}</code>
        </pre>
      );
    }
    const rest = () => renderWithoutHtml(next, node, renderChildren, state);
    return renderGfmOnly(rest, node, renderChildren, state);
  },
};

/**
 * Renders generated or written Markdown (FAQ answers, concepts, guides) with the theme's type: headings,
 * lists, links, code, tables (GitHub flavour). Use it for text that arrives as Markdown; plain text needs no
 * component.
 */
export function Markdown({ children, className }: MarkdownProps): ReactElement {
  // GFM tables, strikethrough, task lists and autolinks are on in markdown-to-jsx by default.
  const content = useMemo(() => astToJSX(withoutHtmlBlocks(parser(children, options)), options), [children]);
  return <div className={cx(s.prose, className)}>{content}</div>;
}
