import { compiler, type MarkdownToJSX, RuleType, sanitizer } from 'markdown-to-jsx';
import {
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
} from 'react';
import { cx } from '../../lib/cx.ts';
import { asCommonMark, blankLineBeforeHeadings } from './commonMark.ts';
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
  // The library writes a `[text][ref]` whose ref is defined nowhere as the text in a span; it is plain text.
  span: ({ children }: ComponentProps<'span'>) => children,
  // Images from generated text are not trusted content; show their alt text instead.
  img: ({ alt }: ComponentProps<'img'>) => <span>{alt}</span>,
  // A task list's box shows its state and cannot be ticked, as GitHub shows it. Its name says what a
  // tick means: a form control without one fails axe's `label` rule.
  input: ({ checked }: ComponentProps<'input'>) => (
    <input type="checkbox" checked={checked} disabled aria-label="Done" />
  ),
};

const renderRule: NonNullable<MarkdownToJSX.Options['renderRule']> = (next, node, renderChildren, state) => {
  if (node.type === RuleType.codeBlock) {
    // As CommonMark's HTML has it: one `language-` class, the text ending in its newline.
    const text = node.text.endsWith('\n') ? node.text : `${node.text}\n`;
    return (
      <pre key={state.key} className={s.pre}>
        <code className={cx(s.inlineCode, node.lang && `language-${node.lang}`)}>{text}</code>
      </pre>
    );
  }
  const rest = () => renderWithoutHtml(next, node, renderChildren, state);
  return renderGfmOnly(rest, node, renderChildren, state);
};

// A link's address as CommonMark reads it, its character references decoded (`&amp;` is `&`), so that
// the library's check for javascript:, vbscript: and data: sees `javascript&#58;` as what it is.
const references = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|colon|quot|lt|gt|Tab|NewLine));/gi;
const named: Record<string, string> = {
  amp: '&',
  colon: ':',
  quot: '"',
  lt: '<',
  gt: '>',
  tab: '\t',
  newline: '\n',
};

function character(_: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return named[name.toLowerCase()] ?? '';
  const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  // As CommonMark has it: a code point that is none (0, past U+10FFFF) is the replacement character.
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

function safeUrl(value: string): string | null {
  const decoded = value.replace(references, character);
  return sanitizer(decoded) === null ? null : decoded;
}

const options: MarkdownToJSX.Options = {
  // Every source is a document of blocks, even a single line (the library would render that as a span).
  forceBlock: true,
  // The blocks go straight into the `prose` div, whose rules space them.
  wrapper: null,
  // `#hashtag` at the start of a line is text: a heading's `#` is followed by a space.
  enforceAtxHeadings: true,
  // The library's table maps `&quot;` to a curly quote; it is a straight one.
  namedCodesToUnicode: { quot: '"' },
  sanitizer: safeUrl,
  overrides,
};

type Element = ReactElement<{ children: ReactNode[] }>;

/**
 * markdown-to-jsx 7 parses and renders in one call, and its `renderRule` sees each node of the document
 * before its children. A first pass returns the document's nodes as they are (an HTML block is told from
 * an inline tag only by its place among its siblings); the second renders them once `withoutHtmlBlocks`
 * has dropped the HTML blocks, with the same `renderChildren` the library handed the first.
 */
function render(source: string): ReactNode {
  let renderChildren: MarkdownToJSX.RuleOutput | undefined;
  let firstPass = true;
  const compiled = compiler(
    // A leading newline: a leading `---` block is Markdown (a rule), not YAML front matter to hide.
    `\n${blankLineBeforeHeadings(source)}`,
    {
      ...options,
      renderRule: (next, node, children, state) => {
        if (!firstPass) return renderRule(next, node, children, state);
        renderChildren = children;
        return node as unknown as ReactNode;
      },
    },
  ) as unknown;
  firstPass = false;
  const all = renderChildren;
  if (!all) return null;
  // With footnotes, the library wraps the document in a div with the footnotes' footer after it.
  const [document, footer] = Array.isArray(compiled)
    ? [compiled as MarkdownToJSX.ParserResult[], undefined]
    : ((compiled as Element).props.children as [MarkdownToJSX.ParserResult[], Element]);
  return [
    all(asCommonMark(withoutHtmlBlocks(document), source), {}),
    footer &&
      cloneElement(
        footer,
        {},
        footer.props.children.map((note) =>
          isValidElement<{ children: [string, MarkdownToJSX.ParserResult[]] }>(note)
            ? cloneElement(
                note,
                {},
                note.props.children[0],
                all(asCommonMark(note.props.children[1], source), {}),
              )
            : note,
        ),
      ),
  ];
}

/**
 * Renders generated or written Markdown (FAQ answers, concepts, guides) with the theme's type: headings,
 * lists, links, code, tables (GitHub flavour). Use it for text that arrives as Markdown; plain text needs no
 * component.
 */
export function Markdown({ children, className }: MarkdownProps): ReactElement {
  // GFM tables, strikethrough, task lists and autolinks are on in markdown-to-jsx by default.
  const content = useMemo(() => render(children), [children]);
  return <div className={cx(s.prose, className)}>{content}</div>;
}
