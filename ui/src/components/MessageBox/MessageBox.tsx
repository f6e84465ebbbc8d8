import { type KeyboardEvent, type ReactElement, useId, useLayoutEffect, useRef } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as s from './MessageBox.css.ts';

/** SPEC §4 "Help message": idle, sending (input disabled), sent (success view), or error text. */
export type MessageBoxStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface MessageBoxProps {
  /**
   * `idle` to write, `sending` while it goes (disabled, spinner), `sent` shows the thanks and 'Send new
   * Message', `error` keeps the text for a retry.
   */
  status: MessageBoxStatus;
  /** The message typed so far (controlled). */
  value: string;
  /** Called with the new text on every keystroke. */
  onChange: (value: string) => void;
  /** Called with the trimmed text (button or Ctrl/Cmd+Enter), never with a blank one (SPEC §5). */
  onSend: (text: string) => void;
  /** 'Send new Message' in the sent view: the caller clears the value and returns to 'idle'. */
  onReset: () => void;
  /** Shown under the form while status is 'error'; the form stays editable for a retry. */
  error?: string | undefined;
  /** Accessible (and visible) label of the text box. */
  label?: string;
  /**
   * Shown while the message is empty.
   * @default 'Your message here...'
   */
  placeholder?: string;
  /**
   * The most characters a message may have; the counter warns near it.
   * @default 2000
   */
  maxLength?: number;
  /** Height of the text box in lines. */
  rows?: number;
  /** Level of the 'Message Sent!' heading: one below the heading of the section around the box. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card's own heading (e.g. 'Send us a message' on the dashboard), inside the card at its top,
   * one level above `headingLevel`; the card is then a region named by it. Without it, the heading
   * of the section around the box names it.
   */
  title?: string;
}

/** The counter turns to the warning colour once this share of maxLength is used. */
const NEAR_LIMIT = 0.9;

function focusIsLostOrInside(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(container?.contains(active));
}

/** The support message box of /help-and-support and /dashboard (SPEC §2, §4, §5, §8). */
export function MessageBox({
  status,
  value,
  onChange,
  onSend,
  onReset,
  error,
  label = 'Your message',
  placeholder = 'Your message here...',
  maxLength = 2000,
  rows = 6,
  headingLevel = 3,
  title,
}: MessageBoxProps): ReactElement {
  const titleId = useId();
  const fieldId = useId();
  const countId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStatus = useRef(status);

  // Sending disables the focused control and 'sent' swaps the whole form, so focus would fall back to
  // <body>: carry it to the success heading (announced by screen readers) or back to the text box.
  useLayoutEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if (was === status || !focusIsLostOrInside(cardRef.current)) return;
    if (status === 'sent') headingRef.current?.focus();
    else if (was === 'sending' || was === 'sent') fieldRef.current?.focus();
  }, [status]);

  const sending = status === 'sending';
  const text = value.trim();
  const send = () => {
    if (!sending && text) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const count = value.length;
  const nearLimit = count >= maxLength * NEAR_LIMIT;
  const Heading = `h${headingLevel}` as const;
  const Title = `h${headingLevel - 1}` as 'h1' | 'h2' | 'h3';

  return (
    // Without a title a section has no name, so it is no region: the heading around it names it.
    <section className={s.card} ref={cardRef} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <div className={s.header}>
          <Title id={titleId} className={s.title}>
            {title}
          </Title>
        </div>
      ) : null}
      {status === 'sent' ? (
        <div className={s.sent}>
          <span className={s.badge} aria-hidden="true">
            <Icons.Check size="lg" />
          </span>
          <Heading className={s.sentTitle} ref={headingRef} tabIndex={-1}>
            Message Sent!
          </Heading>
          <p className={s.sentText}>Thanks for your message! We will get back to you soon.</p>
          <div className={s.sentAction}>
            <Button variant="secondary" onClick={onReset}>
              Send new Message
            </Button>
          </div>
        </div>
      ) : (
        <>
          <form
            className={s.form}
            aria-busy={sending || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <div className={s.field}>
              <label htmlFor={fieldId} className={s.label}>
                {label}
              </label>
              <textarea
                id={fieldId}
                ref={fieldRef}
                className={s.textarea}
                name="message"
                rows={rows}
                maxLength={maxLength}
                placeholder={placeholder}
                value={value}
                disabled={sending}
                aria-describedby={countId}
                aria-keyshortcuts="Control+Enter Meta+Enter"
                onChange={(event) => onChange(event.target.value)}
                onKeyDown={onKeyDown}
              />
            </div>
            {/* Counter on the left, Send on the right, on every width. */}
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="md">
              <span className={s.counter({ tone: nearLimit ? 'warning' : 'quiet' })} aria-hidden="true">
                {count} / {maxLength}
              </span>
              <span id={countId} className={visuallyHidden}>
                {count} of {maxLength} characters
              </span>
              <Button
                type="submit"
                className={s.sendButton}
                disabled={sending || !text}
                iconStart={sending ? <Spinner size="sm" /> : undefined}
              >
                {sending ? 'Sending…' : 'Send'}
              </Button>
            </Box>
          </form>
          {/* Says so once when the limit comes near, not on every keystroke. */}
          <span role="status" className={visuallyHidden}>
            {count >= maxLength
              ? `You have reached the ${maxLength}-character limit.`
              : nearLimit
                ? `You are near the ${maxLength}-character limit.`
                : ''}
          </span>
          {status === 'error' && error ? <Alert tone="error">{error}</Alert> : null}
        </>
      )}
    </section>
  );
}
