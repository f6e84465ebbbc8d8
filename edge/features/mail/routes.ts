import { Hono } from 'hono';
import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { devPage } from '../../http/html-document.ts';
import { zValidator } from '../../http/validator.ts';
import { codeOf, DevMailbox, linksOf, type StoredMail } from './dev-mailbox.ts';
import { developmentLoopbackOnly } from './dev-only.ts';
import { mailboxStylesheet } from './mailbox-style.ts';
import { escapeHtml } from './templates.ts';

/** `?to=` filters by recipient; like every text the edge takes, it must be well-formed (a 400 otherwise). */
const mailboxQuery = z.object({ to: wellFormedText({ max: 1024 }).optional() });

/**
 * A recipient as a query value. A stored address may predate the e-mail grammar (or come from a
 * test), and encodeURIComponent throws on a lone surrogate, so those become U+FFFD first.
 */
const recipientQuery = (address: string) => encodeURIComponent(address.replace(/\p{Cs}/gu, '\ufffd'));

/**
 * The dev mailbox: GET /dev/mailbox (a page, `?to=` filters), /dev/mailbox.json (the same, for
 * scripts and tests) and /dev/mailbox.css. It shows live sign-in codes, so app.ts mounts it only in
 * development and the guard answers 404 to anyone but this machine. No scripts and no inline styles
 * (the CSP allows neither): codes and links are plain selectable text.
 */
export const devMailboxRoutes = ({ config, mailer }: Pick<Deps, 'config' | 'mailer'>) => {
  const mailbox = mailer instanceof DevMailbox ? mailer : undefined;
  return new Hono<AppEnv>()
    .use('/dev/*', developmentLoopbackOnly(config), async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
    })
    .get('/dev/mailbox.json', zValidator('query', mailboxQuery), (c) => {
      const { to } = c.req.valid('query');
      return c.json({
        success: true as const,
        devMailbox: mailbox !== undefined,
        mails: (mailbox?.list(to) ?? []).map((mail) => ({
          ...mail,
          code: codeOf(mail) ?? null,
          links: linksOf(mail),
        })),
      });
    })
    .get('/dev/mailbox.css', (c) =>
      c.body(mailboxStylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
    )
    .get('/dev/mailbox', zValidator('query', mailboxQuery), (c) => {
      const to = c.req.valid('query').to ?? '';
      return c.html(page(to, mailbox?.list(to)));
    });
};

function page(to: string, mails: StoredMail[] | undefined): string {
  const heading = to ? `Mail for ${to}` : 'Every recent mail';
  const notice =
    mails === undefined
      ? '<p class="notice">SMTP_URL or RESEND_API_KEY is set, so mail goes out for real and nothing is kept here.</p>'
      : mails.length === 0
        ? '<p class="notice">No mail yet. Ask for a sign-in code and refresh this page.</p>'
        : '';
  const query = to ? `?to=${recipientQuery(to)}` : '';
  return devPage(
    'Dev mailbox · Plume',
    '/dev/mailbox.css',
    `<header>
<h1>Dev mailbox</h1>
<p>The mails Plume sent while no mail transport is configured, latest first (the last 50, kept in
memory until the server restarts). Development only, and only for this machine.</p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to)}" placeholder="you@example.com">
<button type="submit">Filter</button>
<a href="/dev/mailbox">All mail</a>
<a href="/dev/mailbox${escapeHtml(query)}">Refresh</a>
<a href="/dev/mailbox.json${escapeHtml(query)}">JSON</a>
</form>
</header>
<main>
<h2>${escapeHtml(heading)}${mails && mails.length > 0 ? ` <small>(${mails.length})</small>` : ''}</h2>
${notice}
${(mails ?? []).map(mailCard).join('\n')}
</main>`,
  );
}

function mailCard(mail: StoredMail): string {
  const code = codeOf(mail);
  const links = linksOf(mail);
  return `<article>
<h3>${escapeHtml(mail.subject)}</h3>
<dl>
<dt>To</dt><dd><a href="/dev/mailbox?to=${escapeHtml(recipientQuery(mail.to))}">${escapeHtml(mail.to)}</a></dd>
${mail.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
${code ? `<dt>Code</dt><dd><code class="code">${escapeHtml(code)}</code></dd>` : ''}
${links.map((link) => `<dt>Link</dt><dd><a class="link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></dd>`).join('\n')}
</dl>
<details>
<summary>Plain-text part</summary>
<pre>${escapeHtml(mail.text)}</pre>
</details>
</article>`;
}
