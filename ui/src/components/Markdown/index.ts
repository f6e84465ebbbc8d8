export {
  DeferredMarkdown,
  loadMarkdown,
  MarkdownPlaceholder,
  MarkdownRenderer,
  useMarkdownRenderer,
} from './DeferredMarkdown.tsx';
export { Markdown, type MarkdownProps } from './Markdown.tsx';
