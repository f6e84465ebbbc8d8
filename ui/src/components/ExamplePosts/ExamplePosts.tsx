import { type ReactElement, useEffect, useId, useRef } from 'react';
import { AddUntilFull } from '../../lib/ListButtons.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import * as s from './ExamplePosts.css.ts';

export interface ExamplePostsProps {
  /** The handle's network as a person reads it ('Instagram'). */
  platform: string;
  /** The handle itself ('ada.bakes'). */
  handle: string;
  /** One of the person's own handles (the examples show their voice), or a peer's. */
  own: boolean;
  /** The stored examples. */
  examples: readonly string[];
  /** The texts being edited; null while not editing. */
  draft: readonly string[] | null;
  /** No Add beyond this many examples. */
  max: number;
  /** Each example's length limit (the counter shows near it; the box stops there). */
  maxChars: number;
  /** While the save is on its way. */
  saving?: boolean;
  /** Why the last save failed; the draft stays. */
  error?: string | null;
  /** Add examples / Edit examples: opens the draft. */
  onEdit: () => void;
  /** The whole new draft after a keystroke, an Add or a Remove. */
  onChange: (draft: string[]) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Example posts pasted for one handle (up to `max`): the person's own best posts, or a peer's, for
 * networks Plume cannot read. Read mode quotes them; editing gives a box per post with Remove, Add
 * and Save. Props only: the screen owns the draft and the save.
 */
export function ExamplePosts({
  platform,
  handle,
  own,
  examples,
  draft,
  max,
  maxChars,
  saving = false,
  error = null,
  onEdit,
  onChange,
  onSave,
  onCancel,
}: ExamplePostsProps): ReactElement {
  const titleId = useId();
  const rowsRef = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);

  // Opening the editor puts focus in its first box; after Add, the new box takes it.
  const wasEditing = useRef(draft !== null);
  useEffect(() => {
    const opened = draft !== null && !wasEditing.current;
    wasEditing.current = draft !== null;
    if (opened) focusRow.current = 0;
    if (focusRow.current === null) return;
    const index = focusRow.current;
    focusRow.current = null;
    rowsRef.current?.querySelectorAll('textarea')[index]?.focus();
  });

  const add = () => {
    if (!draft) return;
    focusRow.current = draft.length;
    onChange([...draft, '']);
  };
  const label = (n: number) => `Example ${n} for ${handle}`;

  return (
    <section className={s.root} aria-labelledby={titleId}>
      <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" gap="sm">
        <h3 id={titleId} className={s.title}>
          <span className={s.platform}>{platform}</span> {handle}
        </h3>
        <p className={s.whose}>{own ? 'Your voice' : 'What works for this peer'}</p>
      </Box>

      {draft === null ? (
        <>
          {examples.length > 0 ? (
            <Stack component="ul" space="sm" aria-label={`Example posts for ${handle}`}>
              {examples.map((text, index) => (
                <li key={index}>
                  <blockquote className={s.quote}>{text}</blockquote>
                </li>
              ))}
            </Stack>
          ) : (
            <p className={s.empty}>No example posts yet.</p>
          )}
          <div className={s.actions}>
            <Button
              variant="secondary"
              size="sm"
              iconStart={examples.length > 0 ? <Icons.Pencil size="sm" /> : <Icons.Plus size="sm" />}
              aria-label={`${examples.length > 0 ? 'Edit' : 'Add'} examples for ${handle}`}
              onClick={onEdit}
            >
              {examples.length > 0 ? 'Edit examples' : 'Add examples'}
            </Button>
          </div>
        </>
      ) : (
        <>
          {draft.length > 0 ? (
            <Stack component="ul" space="sm" ref={rowsRef}>
              {draft.map((text, index) => (
                <li key={index} className={s.editRow}>
                  <TextareaField
                    className={s.editField}
                    label={label(index + 1)}
                    value={text}
                    rows={4}
                    maxLength={maxChars}
                    placeholder="Paste the post's text"
                    onChange={(value) => onChange(draft.map((t, i) => (i === index ? value : t)))}
                  />
                  <IconButton
                    label={`Remove example ${index + 1} for ${handle}`}
                    icon={<Icons.Trash size="sm" />}
                    disabled={saving}
                    onClick={() => onChange(draft.filter((_, i) => i !== index))}
                  />
                </li>
              ))}
            </Stack>
          ) : (
            <p className={s.empty}>No example posts: Save removes them all.</p>
          )}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={s.actions}>
            <AddUntilFull
              count={draft.length}
              max={max}
              full={<span className={s.empty}>That is the most a handle holds ({max}).</span>}
              disabled={saving}
              onClick={add}
            >
              Add an example
            </AddUntilFull>
            <Button
              size="sm"
              iconStart={<Icons.Check size="sm" />}
              loading={saving}
              aria-label={`Save examples for ${handle}`}
              onClick={onSave}
            >
              Save
            </Button>
            <Button variant="ghost" size="sm" disabled={saving} onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
