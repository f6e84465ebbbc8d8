import { type ReactElement, type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { AddUntilFull } from '../../lib/ListButtons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './HandleList.css.ts';

/** A handle as the client keeps it (SPEC §3): the platform and the handle. */
export type HandleItem = { platform: string; handle: string };

export interface HandleListProps {
  /** 'Your handles' or 'Related handles': the list's heading and the prefix of every row's names. */
  label: string;
  /** The handles, each a platform and a handle (controlled). */
  items: readonly HandleItem[];
  /** The platforms a handle can be on, as Select options. */
  platforms: readonly SelectOption[];
  /** Called with the whole new list after an add, edit or removal. */
  onChange?: (items: HandleItem[]) => void;
  /** Read mode: the handles as chips, no controls. */
  readOnly?: boolean;
  /** An error per row index (e.g. the handle does not fit the platform). */
  errors?: Readonly<Record<number, string>>;
  /** Read mode: a short note per row index, shown in its chip (e.g. what was read of that handle). */
  notes?: Readonly<Record<number, string>>;
  /** Shown while the list is empty, marked as an example; it is never part of `items`. */
  example?: HandleItem;
  /** No Add button beyond this many rows. */
  max?: number;
  /** Applied to a row's handle when its box loses focus (e.g. a pasted URL becomes the handle). */
  normalise?: (platform: string, handle: string) => string;
  /** Beside the heading, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** Extra class for layout. */
  className?: string;
}

const platformName = (platforms: readonly SelectOption[], value: string) =>
  platforms.find((p) => p.value === value)?.label ?? value;

/** Edits a list of social handles (SPEC §4 "Handles": add, remove by index, update by index). */
export function HandleList({
  label,
  items,
  platforms,
  onChange,
  readOnly = false,
  errors = {},
  notes = {},
  example,
  max = 20,
  normalise,
  labelAccessory,
  className,
}: HandleListProps): ReactElement {
  const titleId = useId();
  const rowsRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);

  // After Add, the new row's handle box takes focus; after Remove, the Add button does.
  useEffect(() => {
    if (focusRow.current === null) return;
    const index = focusRow.current;
    focusRow.current = null;
    if (index < 0) addRef.current?.focus();
    else rowsRef.current?.querySelectorAll('input')[index]?.focus();
  });

  const emit = (next: HandleItem[]) => onChange?.(next);
  const update = (index: number, patch: Partial<HandleItem>) =>
    emit(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => {
    focusRow.current = -1;
    emit(items.filter((_, i) => i !== index));
  };
  const add = () => {
    focusRow.current = items.length;
    emit([...items, { platform: platforms[0]?.value ?? '', handle: '' }]);
  };

  const exampleLine = example ? (
    <p className={s.example}>
      <span className={s.exampleTag}>Example</span>
      <span className={s.platform}>{platformName(platforms, example.platform)}</span>
      <span>{example.handle}</span>
    </p>
  ) : null;

  return (
    <section className={cx(s.root, className)} aria-labelledby={titleId}>
      <div className={s.header}>
        <h2 id={titleId} className={s.title}>
          {label}
        </h2>
        {labelAccessory}
      </div>

      {readOnly ? (
        items.length > 0 ? (
          // Read mode: the handles as compact chips that wrap.
          <Inline component="ul" space="sm">
            {items.map((item, index) => (
              <li key={index} className={s.chip}>
                <span className={s.platform}>{platformName(platforms, item.platform)}</span>
                <span className={s.chipHandle}>{item.handle}</span>
                {notes[index] ? <span className={s.chipNote}>{notes[index]}</span> : null}
              </li>
            ))}
          </Inline>
        ) : (
          <>
            <p className={s.note}>No handles yet.</p>
            {exampleLine}
          </>
        )
      ) : (
        <>
          {items.length > 0 ? (
            <Stack component="ul" space="sm" ref={rowsRef}>
              {items.map((item, index) => {
                const n = index + 1;
                const error = errors[index];
                const errorId = `${titleId}-error-${index}`;
                return (
                  <li key={index} className={s.row}>
                    <div className={s.rowControls}>
                      <Select
                        className={s.platformSelect}
                        label={`${label} ${n}: platform`}
                        hideLabel
                        options={platforms}
                        value={item.platform}
                        onChange={(platform) => update(index, { platform })}
                      />
                      <input
                        className={s.input}
                        aria-label={`${label} ${n}: handle`}
                        value={item.handle}
                        placeholder={example?.handle ?? 'handle'}
                        autoComplete="off"
                        spellCheck={false}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => update(index, { handle: event.target.value })}
                        onBlur={() => {
                          if (!normalise) return;
                          const handle = normalise(item.platform, item.handle);
                          if (handle !== item.handle) update(index, { handle });
                        }}
                      />
                      <IconButton
                        label={`Remove ${label.toLowerCase()} ${n}`}
                        icon={<Icons.Trash size="sm" />}
                        onClick={() => remove(index)}
                      />
                    </div>
                    {error ? (
                      <span id={errorId} className={s.error}>
                        {error}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </Stack>
          ) : (
            exampleLine
          )}
          <div className={s.footer}>
            <AddUntilFull
              ref={addRef}
              count={items.length}
              max={max}
              full={<span className={s.note}>That is the most a list holds ({max}).</span>}
              onClick={add}
            >
              Add a handle
            </AddUntilFull>
          </div>
        </>
      )}
    </section>
  );
}
