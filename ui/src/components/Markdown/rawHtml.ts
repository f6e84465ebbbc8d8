import { type MarkdownToJSX, RuleType } from 'markdown-to-jsx/react';

type Node = MarkdownToJSX.ASTNode;
type RenderRule = NonNullable<MarkdownToJSX.Options['renderRule']>;

// SPEC: Markdown shows restyled elements only, so raw HTML in it never reaches the page (the text is
// generated, or pasted by a person). markdown-to-jsx would turn it into elements; these two steps
// drop it the way CommonMark's own parsers do: an HTML block goes with everything in it, an inline
// tag goes but the words between its opening and closing tags stay.

const rawHtml = new Set<number>([RuleType.htmlBlock, RuleType.htmlSelfClosing, RuleType.htmlComment]);

// What a block container (a list item) holds when it holds no inline content of its own.
const block = new Set<number>([
  ...rawHtml,
  RuleType.blockQuote,
  RuleType.breakThematic,
  RuleType.codeBlock,
  RuleType.footnote,
  RuleType.frontmatter,
  RuleType.heading,
  RuleType.orderedList,
  RuleType.paragraph,
  RuleType.ref,
  RuleType.refCollection,
  RuleType.table,
  RuleType.unorderedList,
]);

/** Drops the raw HTML blocks of the document, its blockquotes and its list items, with their content. */
export function withoutHtmlBlocks(nodes: Node[]): Node[] {
  return nodes.filter((node) => !rawHtml.has(node.type)).map(inside);
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
      };
    default:
      return node;
  }
}

/**
 * For markdown-to-jsx's `renderRule`: any raw HTML still in the tree (an inline tag, or HTML in a
 * footnote, which the library parses only as it renders) renders as its content alone, without the
 * tag or its attributes; a verbatim tag (script, style, textarea) keeps its content as `text`, not
 * children, so it goes whole.
 */
export const renderWithoutHtml: RenderRule = (next, node, renderChildren, state) => {
  if (node.type === RuleType.htmlBlock) return renderChildren(node.children ?? [], state);
  if (node.type === RuleType.htmlSelfClosing || node.type === RuleType.htmlComment) return null;
  return next();
};
