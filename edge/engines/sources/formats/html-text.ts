import { Parser } from 'htmlparser2';

/**
 * Someone else's HTML (Mastodon statuses, feed summaries) reduced to plain text from its parsed
 * nodes, never by pattern-matching tags: paragraphs become blank lines, <br> a line break, a link its
 * text, and nothing inside script, style or template survives. Entities are decoded once, here.
 */

/** Elements whose content is never text a person reads. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'iframe',
  'object',
  'svg',
  'math',
]);
/** Elements that stand apart as paragraphs. */
const PARAGRAPHS = new Set([
  'p',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'figure',
]);
/** Elements that start a new line. */
const LINES = new Set([
  'div',
  'li',
  'tr',
  'section',
  'article',
  'header',
  'footer',
  'dt',
  'dd',
  'figcaption',
]);

export function htmlToText(html: string): string {
  let out = '';
  let hidden = 0;
  let pre = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (name === 'br') out += '\n';
        else if (PARAGRAPHS.has(name)) out += '\n\n';
        else if (LINES.has(name)) out += '\n';
        if (name === 'pre') pre++;
      },
      ontext(text) {
        if (hidden === 0) out += pre > 0 ? text : text.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (PARAGRAPHS.has(name)) out += '\n\n';
        else if (LINES.has(name)) out += '\n';
        if (name === 'pre') pre = Math.max(0, pre - 1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
