export {
  DeferredMarkdown,
  loadMarkdown,
  MarkdownRenderer,
  useMarkdownRenderer,
} from './DeferredMarkdown.tsx';
export { Markdown, type MarkdownProps } from './Markdown.tsx';
