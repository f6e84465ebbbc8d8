import { type MarkdownToJSX, RuleType } from 'markdown-to-jsx';
import { createElement, Fragment } from 'react';

type RenderRule = NonNullable<MarkdownToJSX.Options['renderRule']>;

/**
 * For markdown-to-jsx's `renderRule`: two of its extensions that GitHub-flavoured Markdown lacks show
 * as written: `==text==` (a `mark`) keeps its equals signs, and a blockquote that opens with `[!NOTE]`
 * (an alert) is a plain blockquote that says `[!NOTE]`.
 */
export const renderGfmOnly: RenderRule = (next, node, renderChildren, state) => {
  if (node.type === RuleType.textMarked) {
    return createElement(Fragment, { key: state.key }, '==', renderChildren(node.children, state), '==');
  }
  if (node.type === RuleType.blockQuote && node.alert) {
    const marker: MarkdownToJSX.TextNode = { type: RuleType.text, text: `[!${node.alert}]` };
    const [first, ...rest] = node.children;
    const children: MarkdownToJSX.ParserResult[] =
      first?.type === RuleType.paragraph
        ? [{ ...first, children: [{ ...marker, text: `${marker.text}\n` }, ...first.children] }, ...rest]
        : [{ type: RuleType.paragraph, children: [marker] }, ...node.children];
    return renderChildren({ type: RuleType.blockQuote, children }, state);
  }
  return next();
};
