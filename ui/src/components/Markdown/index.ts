export { Markdown, type MarkdownProps } from './Markdown.tsx';
