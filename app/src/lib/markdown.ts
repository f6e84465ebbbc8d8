// The Markdown renderer on its own, for useMarkdown's dynamic import (see there).
export { Markdown } from '@plume/ui';
