/**
 * The frame of every HTML document the edge writes (the mails, the dev mailbox, the test-mode
 * checkout): doctype, English, UTF-8 and a phone-sized viewport. `head` adds the title and what else
 * the document needs; `body` is the whole `<body>` element, so a mail can style it.
 */
export const htmlDocument = (head: string, body: string): string => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
</head>
${body}
</html>
`;

/** A development-only page: kept out of search indexes, styled by its own stylesheet at `stylesheet`. */
export const devPage = (title: string, stylesheet: string, content: string): string =>
  htmlDocument(
    `<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">`,
    `<body>
${content}
</body>`,
  );
