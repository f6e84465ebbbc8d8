import type { Mailer, MailMessage } from './mailer.ts';

/** A mail as the dev mailbox keeps it. */
export interface StoredMail extends MailMessage {
  id: string;
  /** ISO timestamp. */
  sentAt: string;
}

export interface DevMailboxOptions {
  /** How many mails to keep (all addresses together); the oldest go first. */
  capacity?: number;
  /** Where the labelled console lines go (console.log in development); omit to stay quiet. */
  print?: (line: string) => void;
  /** Named in the console lines so the page is one click away. */
  pageUrl?: string;
  clock?: () => Date;
}

export const DEV_MAILBOX_LABEL = '[dev mailbox]';

const normalise = (address: string) => address.trim().toLowerCase();
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * The embedded transport when no real one is configured (development only: config.ts refuses to
 * start production without SMTP_URL or RESEND_API_KEY). Mails live in this process's memory, are
 * printed to the console on their own labelled lines, and are listed by the /dev/mailbox page.
 * Also a handy capturing mailer for tests: `new DevMailbox()` then `latest(address)`.
 */
export class DevMailbox implements Mailer {
  readonly #mails: StoredMail[] = [];
  readonly #capacity: number;
  readonly #print: ((line: string) => void) | undefined;
  readonly #pageUrl: string | undefined;
  readonly #clock: () => Date;

  constructor({ capacity = 50, print, pageUrl, clock = () => new Date() }: DevMailboxOptions = {}) {
    this.#capacity = capacity;
    this.#print = print;
    this.#pageUrl = pageUrl;
    this.#clock = clock;
  }

  send(mail: MailMessage): Promise<void> {
    const stored: StoredMail = {
      id: crypto.randomUUID(),
      sentAt: this.#clock().toISOString(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.signInCode ? { signInCode: mail.signInCode } : {}),
    };
    this.#mails.push(stored);
    if (this.#mails.length > this.#capacity) this.#mails.splice(0, this.#mails.length - this.#capacity);
    this.#printMail(stored);
    return Promise.resolve();
  }

  /** Latest first; `to` (trimmed, any case) keeps one address's mails. */
  list(to?: string): StoredMail[] {
    const wanted = to?.trim() ? normalise(to) : undefined;
    return this.#mails.filter((mail) => wanted === undefined || normalise(mail.to) === wanted).reverse();
  }

  /** The newest mail for an address, if any. */
  latest(to: string): StoredMail | undefined {
    return this.list(to)[0];
  }

  clear(): void {
    this.#mails.length = 0;
  }

  /** Each line starts with the label, so the mail stands apart from the JSON request log. */
  #printMail(mail: StoredMail) {
    const print = this.#print;
    if (!print) return;
    print(`${DEV_MAILBOX_LABEL} to=${oneLine(mail.to)} subject=${oneLine(mail.subject)}`);
    for (const line of mail.text.replace(/\n+$/, '').split(/\r?\n/)) {
      print(line.trim() ? `${DEV_MAILBOX_LABEL}   ${line}` : DEV_MAILBOX_LABEL);
    }
    if (this.#pageUrl) print(`${DEV_MAILBOX_LABEL} (every recent mail: ${this.#pageUrl})`);
  }
}

/**
 * The sign-in code of a mail, told by what sent it (signInCodeMail sets `signInCode`), never by its
 * text: a support message may be written to look like a code mail.
 */
export const codeOf = (mail: Pick<MailMessage, 'signInCode'>): string | undefined => mail.signInCode;

/** The http(s) links of the plain-text part, in order, without duplicates. */
export const linksOf = (mail: Pick<MailMessage, 'text'>): string[] => [
  ...new Set(mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []),
];
