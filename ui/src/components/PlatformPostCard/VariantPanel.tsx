import { type ReactElement, useEffect, useRef, useState } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import type { PlatformPostImage, PlatformVariant, PostEdit, VariantText } from './types.ts';
import { VariantEditor } from './VariantEditor.tsx';
import { VariantView } from './VariantView.tsx';

export interface VariantPanelProps {
  variant: PlatformVariant;
  images: readonly PlatformPostImage[];
  measure: (draft: VariantText) => number;
  postedText: (draft: VariantText) => string;
  clampAt: number;
  onCopy?: ((text: string) => unknown) | undefined;
  onShare?: (() => unknown) | undefined;
  shareFallback: boolean;
  onDownload?: (() => void) | undefined;
  captionCopied: boolean;
  onEdit?: ((edit: PostEdit) => unknown) | undefined;
  savingEdit: boolean;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function';

/** The selected tab's panel: the variant read or edited, and its copy, share and edit actions. */
export function VariantPanel({
  variant,
  images,
  measure,
  postedText,
  clampAt,
  onCopy,
  onShare,
  shareFallback,
  onDownload,
  captionCopied,
  onEdit,
  savingEdit,
}: VariantPanelProps): ReactElement {
  const [editing, setEditing] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // Leaves edit mode once the save went through; a rejected save keeps the draft on screen.
  const save = (edit: PostEdit) => {
    const result = onEdit?.(edit);
    const close = () => mounted.current && setEditing(false);
    if (isThenable(result)) result.then(close, () => {});
    else close();
  };

  if (editing && onEdit) {
    return (
      <VariantEditor
        variant={variant}
        images={images}
        measure={measure}
        onSave={save}
        onCancel={() => setEditing(false)}
        saving={savingEdit}
      />
    );
  }

  const actions = (
    <Inline space="xs" alignY="center">
      {onEdit ? (
        <Button
          size="sm"
          variant="ghost"
          iconStart={<Icons.Pencil size="sm" />}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      ) : null}
      {onCopy ? (
        <CopyButton label={`Copy ${variant.label} post`} onCopy={() => onCopy(postedText(variant))} />
      ) : null}
      {onShare && !shareFallback ? (
        <Button size="sm" variant="secondary" iconStart={<Icons.ExternalLink size="sm" />} onClick={onShare}>
          Share…
        </Button>
      ) : null}
    </Inline>
  );

  // A chip's save that fails leaves the chip in place; the app says why, so nothing is left unhandled.
  const removeHashtag = onEdit
    ? (tag: string) => {
        const result = onEdit({
          variant: {
            platform: variant.platform,
            text: variant.text,
            hashtags: variant.hashtags.filter((t) => t !== tag),
            ...(variant.title != null ? { title: variant.title } : {}),
          },
        });
        if (isThenable(result)) result.then(undefined, () => {});
      }
    : undefined;

  return (
    <Stack space="md">
      <VariantView
        variant={variant}
        images={images}
        titleLength={measure({ text: variant.title ?? '', hashtags: [] })}
        clampAt={clampAt}
        onRemoveHashtag={removeHashtag}
        actions={actions}
      />
      {captionCopied ? (
        <Alert tone="success">Caption copied — paste it in the {variant.label} app.</Alert>
      ) : null}
      {onShare && shareFallback ? (
        <Alert
          tone="info"
          action={
            onDownload ? (
              <Button
                size="sm"
                variant="secondary"
                iconStart={<Icons.Download size="sm" />}
                onClick={onDownload}
              >
                Download
              </Button>
            ) : undefined
          }
        >
          This browser can’t share the images: copy the caption, then download the post and its images.
        </Alert>
      ) : null}
    </Stack>
  );
}
