import { type MarkdownToJSX, RuleType } from 'markdown-to-jsx';

type Node = MarkdownToJSX.ParserResult;
type RenderRule = NonNullable<MarkdownToJSX.Options['renderRule']>;

// SPEC: Markdown shows restyled elements only, so raw HTML in it never reaches the page (the text is
// generated, or pasted by a person). markdown-to-jsx would turn it into elements; the steps below
// drop it the way CommonMark's own parsers do: an HTML block goes with everything in it, an inline
// tag goes but the words between its opening and closing tags stay.

const rawHtml = new Set<string>([RuleType.htmlBlock, RuleType.htmlSelfClosing, RuleType.htmlComment]);

// What a block container (a list item) holds when it holds no inline content of its own.
const block = new Set<string>([
  ...rawHtml,
  RuleType.blockQuote,
  RuleType.breakThematic,
  RuleType.codeBlock,
  RuleType.footnote,
  RuleType.heading,
  RuleType.newlineCoalescer,
  RuleType.orderedList,
  RuleType.paragraph,
  RuleType.ref,
  RuleType.table,
  RuleType.unorderedList,
]);

// The tags that open an HTML block in CommonMark (its kinds 1 and 6). markdown-to-jsx 7 reads any tag
// pair that starts a line as a block; with another tag (`<b>bold</b> and more`) the line is a paragraph.
const blockTags = new Set(
  `address article aside base basefont blockquote body caption center col colgroup dd details dialog dir
  div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html
  iframe legend li link main menu menuitem nav noframes ol optgroup option p param pre script search
  section style summary table tbody td textarea tfoot th thead title tr track ul`.split(/\s+/),
);

function isInlineTag(node: Node): node is MarkdownToJSX.HTMLNode {
  return (
    node.type === RuleType.htmlBlock &&
    !blockTags.has(node.tag.toLowerCase()) &&
    (node.children ?? []).every((child) => !block.has(child.type))
  );
}

/**
 * Drops the raw HTML blocks of a run of blocks (the document, a blockquote, a list item of blocks) with
 * their content. A line that opens with an inline tag pair is a paragraph, joined to the rest of its
 * line, which markdown-to-jsx parses as the paragraph after it.
 */
export function withoutHtmlBlocks(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let open: MarkdownToJSX.ParagraphNode | undefined;
  for (const node of nodes) {
    if (isInlineTag(node)) {
      if (!open) {
        open = { type: RuleType.paragraph, children: [] };
        out.push(open);
      }
      open.children.push(node);
      continue;
    }
    if (open && node.type === RuleType.paragraph && restOfLine(node)) {
      open.children.push(...node.children);
      open = undefined;
      continue;
    }
    open = undefined;
    if (!rawHtml.has(node.type)) out.push(inside(node));
  }
  return out;
}

// The paragraph markdown-to-jsx starts right after a tag pair continues that tag's line when it starts
// with a space or punctuation; after a blank line, a new paragraph starts with its words.
function restOfLine(paragraph: MarkdownToJSX.ParagraphNode): boolean {
  const [first] = paragraph.children;
  return first?.type === RuleType.text && /^[^\p{L}\p{N}\n]/u.test(first.text);
}

function inside(node: Node): Node {
  switch (node.type) {
    case RuleType.blockQuote:
      return { ...node, children: withoutHtmlBlocks(node.children) };
    case RuleType.orderedList:
    case RuleType.unorderedList:
      // A tight item holds its text directly: an HTML tag beside that text is inline, kept for the
      // render step; in an item of blocks only, it is an HTML block.
      return {
        ...node,
        items: node.items.map((item) =>
          item.every((n) => block.has(n.type)) ? withoutHtmlBlocks(item) : item.map(inside),
        ),
      } as Node;
    default:
      return node;
  }
}

// Their content is not Markdown: they go whole wherever they stand.
const verbatim = new Set(['pre', 'script', 'style', 'textarea']);

/**
 * Drops the HTML blocks markdown-to-jsx reads inside a paragraph's lines: a script, style, textarea or
 * pre anywhere, and another block tag (`div`, `table`, …) that starts a line, which in CommonMark ends
 * the paragraph and runs to the blank line after it, so the rest of the paragraph goes with it.
 */
export function withoutHtmlBlocksInLine(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const [i, node] of nodes.entries()) {
    if (node.type !== RuleType.htmlBlock) {
      out.push(node);
      continue;
    }
    const tag = node.tag.toLowerCase();
    if (verbatim.has(tag)) continue;
    const before = nodes[i - 1];
    const lineStart = !before || (before.type === RuleType.text && before.text.endsWith('\n'));
    if (!blockTags.has(tag) || !lineStart) out.push(node);
    else break;
  }
  return out;
}

/**
 * For markdown-to-jsx's `renderRule`: any raw HTML still in the tree (an inline tag, or HTML in a
 * footnote) renders as its content alone, without the tag or its attributes.
 */
export const renderWithoutHtml: RenderRule = (next, node, renderChildren, state) => {
  if (node.type === RuleType.htmlBlock) {
    return renderChildren(node.children ?? [], state);
  }
  if (node.type === RuleType.htmlSelfClosing || node.type === RuleType.htmlComment) return null;
  return next();
};
