import { htmlDocument } from '../../http/html-document.ts';

/**
 * The mails Plume sends, as pure functions: data in, `{ subject, text, html }` out.
 * HTML mail clients ignore <style> blocks and classes unevenly, so the HTML is a table layout with
 * inline styles (the one place in Plume where inline styles are right). Every interpolated value is
 * escaped, and every link must be http(s): a mail is the easiest place to smuggle markup into.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Set by signInCodeMail alone: what the dev mailbox shows as the code (see MailMessage). */
  signInCode?: string;
}

export const PRODUCT = 'Plume';

// Colours from ui/src/theme/light.css.ts (each pair meets WCAG AA).
export const colour = {
  page: '#f6f5fb',
  card: '#ffffff',
  border: '#e4e1ee',
  text: '#17142b',
  muted: '#524e6b',
  brand: '#5a3fd8',
  onBrand: '#ffffff',
  codeBackground: '#eeeafd',
  codeText: '#4a2fc2',
};
export const sans = "'Inter', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const mono = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace";

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);

/** Only absolute http(s) links go into a mail (no `javascript:`, no relative URLs). */
export function safeLink(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error('A mail link must be an absolute http(s) URL.');
  }
  return parsed.href;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const IGNORE_START = "If you didn't ask for this, you can ignore this e-mail";

interface Layout {
  /** Shown by most inboxes next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  /** Trusted HTML: built here from escaped values only. */
  body: string;
  footnote: string;
}

export const paragraph = (html: string, extra = '') =>
  `<p style="margin:0 0 16px;font-family:${sans};font-size:16px;line-height:24px;color:${colour.text};${extra}">${html}</p>`;

export function button(href: string, label: string): string {
  const url = escapeHtml(href);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${colour.brand}" style="border-radius:8px;">
<a href="${url}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${sans};font-size:16px;font-weight:600;line-height:20px;color:${colour.onBrand};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export const fallbackLink = (href: string) =>
  paragraph(
    `Button not working? Paste this link into your browser:<br><a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="color:${colour.brand};word-break:break-all;">${escapeHtml(href)}</a>`,
    `font-size:13px;line-height:20px;color:${colour.muted};`,
  );

/** How long a code (and its link) stays valid, as both codes' mails say it. */
const expiresIn = (minutes: number) => `It expires in ${plural(minutes, 'minute', 'minutes')}.`;

/** A one-time code, large and spaced so it reads and types digit by digit; `extra` adds to its style. */
const codeBlock = (code: string, extra = '') =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
<tr><td style="padding:16px 14px 16px 24px;background:${colour.codeBackground};border-radius:8px;font-family:${mono};font-size:36px;line-height:44px;font-weight:700;letter-spacing:10px;color:${colour.codeText};${extra}">${escapeHtml(code)}</td></tr>
</table>`;

/** The plain-text mail's end: what to do if it was not asked for, then the signature. */
const textClosing = (ignore: string) => ['', ignore, '', `— ${PRODUCT}`, ''];

export function layout({ preheader, heading, body, footnote }: Layout): string {
  return htmlDocument(
    `<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>`,
    `<body style="margin:0;padding:0;background:${colour.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colour.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background:${colour.card};border:1px solid ${colour.border};border-radius:12px;">
<tr><td style="padding:32px 32px 8px;font-family:${sans};font-size:20px;font-weight:700;color:${colour.brand};">${PRODUCT}</td></tr>
<tr><td style="padding:8px 32px 16px;">
<h1 style="margin:0 0 16px;font-family:${sans};font-size:22px;line-height:30px;font-weight:700;color:${colour.text};">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 32px 32px;border-top:1px solid ${colour.border};font-family:${sans};font-size:13px;line-height:20px;color:${colour.muted};">${escapeHtml(footnote)}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

export interface SignInCodeMailInput {
  /** The 4-digit code, as the person types it. */
  code: string;
  /** The one-click sign-in link (`${origin}/login?link=<token>`). */
  link: string;
  /** How long the code and the link stay valid. */
  minutes: number;
}

/** The sign-in (and sign-up) code, with the one-click link that still works while code entry is locked. */
export function signInCodeMail({ code, link, minutes }: SignInCodeMailInput): RenderedMail {
  const href = safeLink(link);
  const expiry = expiresIn(minutes);
  const ignore = `${IGNORE_START} — nobody can sign in without the code.`;
  const subject = `Your ${PRODUCT} sign-in code: ${code}`;

  const text = [
    `Your ${PRODUCT} sign-in code:`,
    '',
    `    ${code}`,
    '',
    `Enter it on the ${PRODUCT} sign-in screen. ${expiry}`,
    '',
    `Or sign in to ${PRODUCT} with one click:`,
    href,
    ...textClosing(ignore),
  ].join('\n');

  const html = layout({
    preheader: `Your code is ${code}. ${expiry}`,
    heading: `Your ${PRODUCT} sign-in code`,
    body: [
      paragraph(`Enter this code on the ${PRODUCT} sign-in screen:`),
      // Selectable in one go: the sign-in code is meant to be copied into the sign-in screen.
      codeBlock(code, 'user-select:all;-webkit-user-select:all;'),
      paragraph(escapeHtml(expiry), `color:${colour.muted};`),
      paragraph('Or skip typing and sign in with one click:'),
      button(href, `Sign in to ${PRODUCT}`),
      fallbackLink(href),
    ].join('\n'),
    footnote: ignore,
  });

  return { subject, text, html, signInCode: code };
}

export interface AccountDeletionCodeMailInput {
  code: string;
  /** The code's life (CODE_TTL_MINUTES). */
  minutes: number;
  /** The wallet balance the deletion forfeits, as the mail states it ('$4.20'). */
  balance: string;
}

/**
 * The code that confirms deleting an account. It says what the code does and what is lost (the data
 * and the balance), so a person who did not ask knows to keep it to themselves. No one-click link:
 * deleting an account is never one click.
 */
export function accountDeletionCodeMail({
  code,
  minutes,
  balance,
}: AccountDeletionCodeMailInput): RenderedMail {
  const expiry = expiresIn(minutes);
  const loss = `Entering it deletes your ${PRODUCT} account and everything in it for good, and forfeits your remaining balance of ${balance}.`;
  const ignore = `${IGNORE_START}: your account stays as it is. Never give this code to anyone.`;
  const subject = `Your ${PRODUCT} account deletion code: ${code}`;
  const text = [
    `Your ${PRODUCT} account deletion code:`,
    '',
    `    ${code}`,
    '',
    loss,
    expiry,
    ...textClosing(ignore),
  ].join('\n');
  const html = layout({
    preheader: `Your account deletion code is ${code}. ${expiry}`,
    heading: `Confirm deleting your ${PRODUCT} account`,
    body: [
      paragraph('Enter this code in User Info to delete your account:'),
      codeBlock(code),
      paragraph(escapeHtml(loss)),
      paragraph(escapeHtml(expiry), `color:${colour.muted};`),
    ].join('\n'),
    footnote: ignore,
  });
  return { subject, text, html };
}

export interface SignUpInviteMailInput {
  /** Where the person creates an account (the app's /signup screen). */
  signupUrl: string;
}

/**
 * Sent when someone asks to log in with an address that has no account. The API answers exactly as
 * for a known address (no account enumeration); only the inbox owner learns there is no account.
 */
export function signUpInviteMail({ signupUrl }: SignUpInviteMailInput): RenderedMail {
  const href = safeLink(signupUrl);
  const subject = `Create your ${PRODUCT} account`;
  const intro = `Someone asked to sign in to ${PRODUCT} with this e-mail address, but there is no ${PRODUCT} account for it yet.`;
  const invite = 'Creating one takes a minute: we send you a 4-digit code and you are in.';
  const ignore = `${IGNORE_START} — nobody can sign in without the code, and no account is created unless you sign up.`;

  const text = [intro, '', invite, `Create your ${PRODUCT} account:`, href, ...textClosing(ignore)].join(
    '\n',
  );

  const html = layout({
    preheader: `There is no ${PRODUCT} account for this address yet.`,
    heading: `Create your ${PRODUCT} account`,
    body: [
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(invite)),
      button(href, `Create your ${PRODUCT} account`),
      fallbackLink(href),
    ].join('\n'),
    footnote: ignore,
  });

  return { subject, text, html };
}

export interface SupportMessageMailInput {
  /** The sender's account address; the mail's Reply-To, so answering goes straight to them. */
  from: string;
  /** What they wrote, as typed (escaped here; line breaks kept). */
  text: string;
  /** The stored message's id, for the team's records. */
  messageId: string;
  sentAt: Date;
}

/** A message from the Help Centre, forwarded to the support inbox (SUPPORT_EMAIL). */
export function supportMessageMail({ from, text, messageId, sentAt }: SupportMessageMailInput): RenderedMail {
  const firstLine = text.trim().split(/\r?\n/, 1)[0] ?? '';
  const summary = firstLine.length > 60 ? `${firstLine.slice(0, 57).trimEnd()}…` : firstLine;
  const subject = `[${PRODUCT} support] ${from}: ${summary}`.replace(/[\r\n]+/g, ' ');
  const when = sentAt
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const footnote = `Reply to this e-mail to answer ${from}. Message ${messageId}.`;

  const plain = [`${from} wrote on ${when}:`, '', text.trim(), '', footnote, ''].join('\n');

  const quote = `<div style="margin:0 0 16px;padding:16px 20px;background:${colour.page};border-left:4px solid ${colour.brand};border-radius:8px;font-family:${sans};font-size:15px;line-height:23px;color:${colour.text};white-space:pre-wrap;word-break:break-word;">${escapeHtml(text.trim())}</div>`;

  const html = layout({
    preheader: summary,
    heading: 'New support message',
    body: [paragraph(`<strong>${escapeHtml(from)}</strong> wrote on ${escapeHtml(when)}:`), quote].join('\n'),
    footnote,
  });

  return { subject, text: plain, html };
}
