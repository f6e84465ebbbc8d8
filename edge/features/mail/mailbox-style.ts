/**
 * The dev mailbox's stylesheet, served as /dev/mailbox.css (the CSP allows no inline style).
 * Plain CSS with the theme's colours; it only has to be readable.
 */
export const mailboxStylesheet = `:root {
  color-scheme: light;
  --page: #f6f5fb; --card: #ffffff; --border: #e4e1ee; --text: #17142b; --muted: #524e6b;
  --brand: #5a3fd8; --code-bg: #eeeafd; --code-text: #4a2fc2;
}
* { box-sizing: border-box; }
body {
  margin: 0; padding: 24px; background: var(--page); color: var(--text);
  font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif;
}
header, main { max-width: 760px; margin: 0 auto; }
h1 { margin: 0 0 4px; font-size: 24px; }
h2 { font-size: 18px; margin: 24px 0 12px; }
h2 small { color: var(--muted); font-weight: 400; }
h3 { margin: 0 0 12px; font-size: 16px; }
header p, .notice { color: var(--muted); }
form { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; }
input { flex: 1 1 220px; padding: 8px 10px; font: inherit; border: 1px solid #8c88a3; border-radius: 6px; }
button { padding: 8px 16px; font: inherit; font-weight: 600; color: #fff; background: var(--brand); border: 0; border-radius: 6px; cursor: pointer; }
a { color: var(--brand); }
:focus-visible { outline: 3px solid #6d4ff0; outline-offset: 2px; }
article { margin: 0 0 16px; padding: 16px 20px; background: var(--card); border: 1px solid var(--border); border-radius: 10px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 12px; }
dt { color: var(--muted); }
dd { margin: 0; min-width: 0; }
.code {
  display: inline-block; padding: 4px 8px 4px 12px; font: 700 28px/1.3 ui-monospace, Menlo, Consolas, monospace;
  letter-spacing: 0.3em; color: var(--code-text); background: var(--code-bg); border-radius: 6px; user-select: all;
}
.link { word-break: break-all; user-select: all; }
pre { margin: 8px 0 0; padding: 12px; white-space: pre-wrap; word-break: break-word; background: var(--page); border-radius: 6px; font-size: 14px; }
`;
