import { type KeyboardEvent, type ReactElement, type Ref, useEffect, useId, useRef, useState } from 'react';
import { formatCents } from '../../lib/money.ts';
import { countWords, WORD_LIMIT } from '../../lib/words.ts';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { Text } from '../Text/Text.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import * as s from './RefineMenu.css.ts';

/**
 * One way to rewrite a variant. `needs` marks the two that ask for more before they run: a language
 * (Translate) or the person's own words (a custom instruction); the rest run on one click.
 */
export interface RefineChoice {
  value: string;
  label: string;
  needs?: 'language' | 'text';
}

/** What a person asked for: the choice's value, with the language or the words it needs. */
export interface RefineRequest {
  instruction: string;
  language?: string;
  custom?: string;
}

export interface RefineMenuProps {
  /** The platform whose variant is rewritten ('Instagram'): names the menu. */
  platformLabel: string;
  /** The price of one refine in cents; omitted while the costs load (no price is better than a wrong one). */
  priceCents?: number | undefined;
  /** The eight choices, in the order shown. */
  choices: readonly RefineChoice[];
  /** The languages Translate offers. */
  languages: readonly SelectOption[];
  /** The language chosen at first. Default the first of `languages`. */
  defaultLanguage?: string | undefined;
  /** The choice running now (its button spins, the others wait); null when idle. */
  busy?: string | null;
  /** Runs a choice. */
  onRefine: (request: RefineRequest) => unknown;
  /** Closes the menu (its close button, Escape). */
  onClose: () => void;
  /** The menu's element id, for the trigger's aria-controls. */
  id?: string;
}

/** 'Refine · $0.05', or 'Refine' while the price is unknown: what the trigger and the menu are called. */
export const refineLabel = (priceCents?: number | undefined): string =>
  priceCents === undefined ? 'Refine' : `Refine · ${formatCents(priceCents)}`;

/** A choice's button: it spins while its choice runs and waits while another one does. */
function ChoiceButton({
  choice,
  busy,
  disabled = false,
  onClick,
  ref,
}: {
  choice: RefineChoice;
  busy: string | null;
  /** Not ready to run (the custom instruction's words). */
  disabled?: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement> | undefined;
}): ReactElement {
  return (
    <Button
      ref={ref}
      size="sm"
      variant="secondary"
      loading={busy === choice.value}
      disabled={(busy !== null && busy !== choice.value) || disabled}
      onClick={onClick}
    >
      {choice.label}
    </Button>
  );
}

/**
 * The Refine menu of one variant: the one-click rewrites (shorter, longer, a tone, emoji), Translate
 * with its language, and the person's own instruction with its words-out-of-250 counter. Each is a paid
 * run, so the price is on the menu. While one runs every choice waits, so a second click cannot start
 * (and pay for) another. Escape or the close button closes it; focus starts on the first choice.
 */
export function RefineMenu({
  platformLabel,
  priceCents,
  choices,
  languages,
  defaultLanguage,
  busy = null,
  onRefine,
  onClose,
  id,
}: RefineMenuProps): ReactElement {
  const titleId = useId();
  const [language, setLanguage] = useState(defaultLanguage ?? languages[0]?.value ?? '');
  const [custom, setCustom] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const waiting = busy !== null;
  const words = countWords(custom);
  const oneClick = choices.filter((choice) => !choice.needs);
  const translate = choices.find((choice) => choice.needs === 'language');
  const own = choices.find((choice) => choice.needs === 'text');
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    // Escape anywhere inside closes the menu, as a dialog's would.
    <section id={id} aria-labelledby={titleId} className={s.panel} onKeyDown={close}>
      {/* The menu's name and its close button on one line. */}
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm">
        <Text id={titleId} size="sm" weight="semibold" tone="text">
          Refine the {platformLabel} post
        </Text>
        <IconButton size="sm" label="Close Refine" icon={<Icons.Close size="sm" />} onClick={onClose} />
      </Box>
      {/* The one-click choices as a wrapping row of buttons. */}
      <Inline component="ul" space="xs" aria-label="Quick changes">
        {oneClick.map((choice, index) => (
          <li key={choice.value}>
            <ChoiceButton
              ref={index === 0 ? first : undefined}
              choice={choice}
              busy={busy}
              onClick={() => onRefine({ instruction: choice.value })}
            />
          </li>
        ))}
      </Inline>
      {translate && languages.length > 0 ? (
        <div className={s.more}>
          <Select
            label="Translate into"
            options={languages}
            value={language}
            onChange={setLanguage}
            disabled={waiting}
            className={s.field}
          />
          <ChoiceButton
            choice={translate}
            busy={busy}
            onClick={() => onRefine({ instruction: translate.value, language })}
          />
        </div>
      ) : null}
      {own ? (
        <div className={s.more}>
          <TextareaField
            label="Your instruction"
            placeholder="Mention the Saturday market, end with a question…"
            value={custom}
            onChange={setCustom}
            rows={3}
            wordLimit={WORD_LIMIT}
            className={s.field}
          />
          <ChoiceButton
            choice={own}
            busy={busy}
            // Nothing to send, or more than the server takes: the counter already shows it in red.
            disabled={words === 0 || words > WORD_LIMIT}
            onClick={() => onRefine({ instruction: own.value, custom: custom.trim() })}
          />
        </div>
      ) : null}
      <Text size="xs" tone="muted">
        {priceCents === undefined
          ? 'Each refine is a paid run.'
          : `Each refine costs ${formatCents(priceCents)}.`}{' '}
        Undo puts the text back for free.
      </Text>
    </section>
  );
}
