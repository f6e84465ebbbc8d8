import { type MarkdownToJSX, RuleType } from 'markdown-to-jsx';
import { withoutHtmlBlocksInLine } from './rawHtml.ts';

type Node = MarkdownToJSX.ParserResult;
type Text = MarkdownToJSX.TextNode;

// markdown-to-jsx 7 reads a few things otherwise than GitHub-flavoured Markdown (CommonMark). Its tree
// is brought to what GitHub shows before it renders:
// - an underscore inside a word is a character, not emphasis (`snake_case_name`, `@the_bake_shop`);
// - a bare `www.` address is a link, as `https://` ones already are;
// - a table cell's text has no padding around it;
// - a line ending inside a code span is a space;
// - link reference definitions leave no empty paragraph;
// - `[x]` and `[ ]` are a task's box only where a list item starts.

const wordEnd = /[\p{L}\p{N}]$/u;
const wordStart = /^[\p{L}\p{N}]/u;
// GFM's extended `www.` autolink; trailing punctuation is not part of it.
const www = /(?<![\p{L}\p{N}/.@-])www\.[^\s<]*[^\s<?!.,:;*_~"')\]]/u.source;
// A `www.` address, or a link whose text the library took for a task's box: `[x](https://…)`.
const addresses = new RegExp(`\\[([x ])\\]\\(([^()\\s]+)\\)|${www}`, 'gu');

const text = (value: string): Text => ({ type: RuleType.text, text: value });
const isText = (node: Node | undefined): node is Text => node?.type === RuleType.text;

/** The tree as GitHub would read `source`: see above. */
export function asCommonMark(nodes: Node[], source: string): Node[] {
  return inline(nodes, { source, inLink: false });
}

type Context = { source: string; inLink: boolean };

function join(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (isText(node) && isText(last)) out[out.length - 1] = text(last.text + node.text);
    else out.push(node);
  }
  return out;
}

// `item`: these nodes open a list item, where `[ ]` or `[x]` is a task's box.
function inline(nodes: Node[], context: Context, item = false): Node[] {
  const kept = withoutHtmlBlocksInLine(nodes).map((node, i) => inside(node, context, item && i === 0));
  const merged = relink(
    join(kept.map((node, i) => (node.type === RuleType.gfmTask && !(item && i === 0) ? box(node) : node))),
  );
  const words = join(merged.flatMap((node, i) => underscores(node, merged[i - 1], merged[i + 1], context)));
  return (context.inLink ? words : words.flatMap(links)).filter((node) => !definitionsOnly(node));
}

// The library reads `[x]` and `[ ]` anywhere as a task's box; away from a list item's start they are text
// (and `[x](https://…)` a link, put back together by `links`).
function box(node: MarkdownToJSX.GFMTaskNode): Text {
  return text(node.completed ? '[x]' : '[ ]');
}

// `[x](https://…)`: with the box back as text, the library has read the address as a bare link between
// the brackets' text and `)`. The three are the link again.
function relink(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const [before, address, after] = [nodes[i], nodes[i + 1], nodes[i + 2]];
    const label = isText(before) ? /\[([x ])\]\($/.exec(before.text) : null;
    const bare =
      address?.type === RuleType.link &&
      address.children.every((c) => isText(c) && c.text === address.target);
    if (!label || !bare || !isText(after) || !after.text.startsWith(')')) {
      out.push(nodes[i] as Node);
      continue;
    }
    out.push(text((before as Text).text.slice(0, label.index)), {
      ...address,
      children: [text(label[1] ?? '')],
    });
    out.push(text(after.text.slice(1)));
    i += 2;
  }
  return join(out.filter((node) => !isText(node) || node.text !== ''));
}

// A paragraph of link reference definitions (`[id]: https://…`) shows nothing, not an empty paragraph.
function definitionsOnly(node: Node): boolean {
  return (
    node.type === RuleType.paragraph &&
    node.children.every((child) => child.type === RuleType.ref || (isText(child) && child.text.trim() === ''))
  );
}

// `snake_case_name`: the library reads `_case_` as emphasis. An underscore that touches a letter on its
// outer side opens or closes nothing in CommonMark; the source shows which delimiter it was.
function underscores(
  node: Node,
  before: Node | undefined,
  after: Node | undefined,
  context: Context,
): Node[] {
  if (node.type !== RuleType.textEmphasized) return [node];
  const first = node.children[0];
  const last = node.children.at(-1);
  const opens = isText(before) && isText(first) && wordEnd.test(before.text);
  const closes = isText(after) && isText(last) && wordStart.test(after.text);
  const written =
    (opens && context.source.includes(`${before.text.slice(-1)}_${first.text.slice(0, 20)}`)) ||
    (closes && context.source.includes(`${last.text.slice(-20)}_${after.text[0]}`));
  return written ? [text('_'), ...node.children, text('_')] : [node];
}

function links(node: Node): Node[] {
  if (!isText(node) || !/www\.|\[[x ]\]\(/.test(node.text)) return [node];
  const out: Node[] = [];
  let at = 0;
  for (const match of node.text.matchAll(addresses)) {
    if (match.index > at) out.push(text(node.text.slice(at, match.index)));
    const [written, label, target] = match;
    out.push(
      label && target
        ? { type: RuleType.link, target, children: [text(label)] }
        : { type: RuleType.link, target: `http://${written}`, children: [text(written)] },
    );
    at = match.index + written.length;
  }
  if (at < node.text.length) out.push(text(node.text.slice(at)));
  return out;
}

function cell(nodes: Node[], context: Context): Node[] {
  const out = inline(nodes, context);
  const first = out[0];
  if (isText(first)) out[0] = text(first.text.trimStart());
  const last = out.at(-1);
  if (isText(last)) out[out.length - 1] = text(last.text.trimEnd());
  return out.filter((node) => !isText(node) || node.text !== '');
}

function inside(node: Node, context: Context, item: boolean): Node {
  switch (node.type) {
    case RuleType.codeInline:
      return { ...node, text: node.text.replace(/\n/g, ' ') };
    case RuleType.link:
      return { ...node, children: inline(node.children, { ...context, inLink: true }) };
    case RuleType.table:
      return {
        ...node,
        header: node.header.map((nodes) => cell(nodes, context)),
        cells: node.cells.map((row) => row.map((nodes) => cell(nodes, context))),
      };
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return { ...node, items: node.items.map((nodes) => inline(nodes, context, true)) } as Node;
    case RuleType.paragraph:
      return { ...node, children: inline(node.children, context, item) };
    case RuleType.blockQuote:
    case RuleType.heading:
    case RuleType.textBolded:
    case RuleType.textEmphasized:
    case RuleType.textMarked:
    case RuleType.textStrikethroughed:
      return { ...node, children: inline(node.children, context) } as Node;
    case RuleType.htmlBlock:
      return node.children ? { ...node, children: inline(node.children, context) } : node;
    default:
      return node;
  }
}

/**
 * A heading at the left margin ends the list item or quote above it, as in CommonMark; markdown-to-jsx
 * 7 reads it as that item's next line unless a blank line comes first, so one is written there (outside
 * fenced code, where `#` starts a comment).
 */
export function blankLineBeforeHeadings(source: string): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  return lines
    .map((line, i) => {
      const marker = /^ {0,3}([`~])\1\1/.exec(line)?.[1];
      if (marker && (!fence || marker === fence)) fence = fence ? undefined : marker;
      const heading = !fence && !marker && /^#{1,6}(\s|$)/.test(line);
      return heading && i > 0 && lines[i - 1]?.trim() ? `\n${line}` : line;
    })
    .join('\n');
}
