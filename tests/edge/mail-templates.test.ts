import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  signInCodeMail,
  signUpInviteMail,
  supportMessageMail,
} from '../../edge/features/mail/templates.ts';

const link = 'https://plume.example/login?link=abc123DEF_-';
const ignoreNote = "If you didn't ask for this, you can ignore this e-mail";

describe('signInCodeMail', () => {
  const mail = signInCodeMail({ code: '4821', link, minutes: 10 });

  it('names the product and the code in the subject', () => {
    expect(mail.subject).toBe('Your Plume sign-in code: 4821');
  });

  it('carries the code, the expiry, the one-click link and the ignore note in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('4821');
      expect(part).toContain('expires in 10 minutes');
      expect(part).toContain(link);
      expect(part).toContain('Plume');
    }
    expect(mail.text).toContain(`${ignoreNote} — nobody can sign in without the code.`);
    expect(mail.html).toContain(`${escapeHtml(ignoreNote)} — nobody can sign in without the code.`);
  });

  it('shows the code large and monospaced in its own element, and a Sign in to Plume button', () => {
    const codeCell = /<td style="([^"]*)">4821<\/td>/.exec(mail.html);
    expect(codeCell).not.toBeNull();
    expect(codeCell?.[1]).toMatch(/monospace/);
    expect(codeCell?.[1]).toMatch(/font-size:36px/);
    expect(codeCell?.[1]).toMatch(/letter-spacing:/);
    expect(mail.html).toMatch(new RegExp(`<a href="${escapeRegExp(link)}"[^>]*>Sign in to Plume</a>`));
  });

  it('puts the code on a line of its own in the plain-text part', () => {
    expect(mail.text.split('\n').map((line) => line.trim())).toContain('4821');
  });

  it('is a complete HTML document laid out with tables', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toContain('<script');
  });

  it('says "1 minute" for a one-minute code', () => {
    expect(signInCodeMail({ code: '1111', link, minutes: 1 }).text).toContain('expires in 1 minute.');
  });

  it('escapes every interpolated value', () => {
    const hostile = signInCodeMail({
      code: '<b>1&2</b>',
      link: 'https://plume.example/login?link="><script>alert(1)</script>&x=\'',
      minutes: 10,
    });
    expect(hostile.html).not.toContain('<b>1&2</b>');
    expect(hostile.html).toContain('&lt;b&gt;1&amp;2&lt;/b&gt;');
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('"><script');
    // The link's `&` is escaped inside the href attribute and in the visible fallback text.
    expect(hostile.html).toContain('&amp;x=');
    expect(hostile.html).not.toMatch(/[^;]&x=/);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => signInCodeMail({ code: '1234', link: 'javascript:alert(1)', minutes: 10 })).toThrow(/http/);
    expect(() => signInCodeMail({ code: '1234', link: '/login?link=x', minutes: 10 })).toThrow(/http/);
  });
});

describe('signUpInviteMail', () => {
  const signupUrl = 'https://plume.example/signup';
  const mail = signUpInviteMail({ signupUrl });

  it('invites the person to create an account, in both parts, with the ignore note', () => {
    expect(mail.subject).toBe('Create your Plume account');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(signupUrl);
      expect(part).toContain('no Plume account for it yet');
    }
    expect(mail.text).toContain(ignoreNote);
    expect(mail.html).toContain(escapeHtml(ignoreNote));
    expect(mail.html).toMatch(
      /<a href="https:\/\/plume\.example\/signup"[^>]*>Create your Plume account<\/a>/,
    );
  });

  it('carries no code', () => {
    expect(mail.subject).not.toMatch(/\d{4}/);
    expect(mail.text).not.toMatch(/\b\d{4}\b/);
  });

  it('escapes the sign-up URL', () => {
    const hostile = signUpInviteMail({ signupUrl: 'https://plume.example/signup?a="<i>' });
    expect(hostile.html).not.toContain('"<i>');
    expect(hostile.html).toContain('%22%3Ci%3E');
  });
});

describe('supportMessageMail', () => {
  const sentAt = new Date('2026-11-23T09:30:00.000Z');
  const input = { from: 'ada@example.com', messageId: 'msg-1', sentAt };

  it('names the sender and the first line in the subject, shortened to 60 characters', () => {
    expect(supportMessageMail({ ...input, text: 'Where is my recharge?\nDetails…' }).subject).toBe(
      '[Plume support] ada@example.com: Where is my recharge?',
    );
    const long = supportMessageMail({ ...input, text: 'a'.repeat(80) }).subject;
    expect(long).toBe(`[Plume support] ada@example.com: ${'a'.repeat(57)}…`);
  });

  it('quotes the whole message in both parts, with when, who and the message id', () => {
    const mail = supportMessageMail({ ...input, text: 'Line one\nLine two' });
    expect(mail.text).toContain('ada@example.com wrote on 2026-11-23 09:30:00 UTC:');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.text).toContain('msg-1');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.html).toContain('Line one\nLine two');
  });

  it('escapes what the person wrote', () => {
    const mail = supportMessageMail({ ...input, text: '<img src=x onerror=alert(1)> & "hi"' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;hi&quot;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
