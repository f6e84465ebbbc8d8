import { type ReactElement, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { LengthCounter } from '../Field/LengthCounter.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { AltTextFit } from './AltTextFit.tsx';
import { HashtagChips } from './HashtagChips.tsx';
import type { PlatformPostImage, PlatformVariant, PostEdit, VariantText } from './types.ts';

export interface VariantEditorProps {
  variant: PlatformVariant;
  images: readonly PlatformPostImage[];
  /** Length of a draft as the platform counts it (the live counter). */
  measure: (draft: VariantText) => number;
  /** Saves the draft; a rejected promise keeps the editor open. */
  onSave: (edit: PostEdit) => unknown;
  onCancel: () => void;
  /** A save is in flight. */
  saving?: boolean;
}

/** Edit mode: the text with its live counter, the hashtags, the pin title and every alt text. */
export function VariantEditor({
  variant,
  images,
  measure,
  onSave,
  onCancel,
  saving = false,
}: VariantEditorProps): ReactElement {
  const [title, setTitle] = useState(variant.title ?? '');
  const [text, setText] = useState(variant.text);
  const [hashtags, setHashtags] = useState<string[]>([...variant.hashtags]);
  const [altTexts, setAltTexts] = useState(() => images.map((image) => image.altText));
  const hasTitle = variant.title !== undefined && variant.title !== null;
  const edited = variant.original !== undefined || images.some((i) => i.originalAltText !== undefined);

  const revert = () => {
    const original = variant.original;
    if (original) {
      setTitle(original.title ?? '');
      setText(original.text);
      setHashtags([...original.hashtags]);
    }
    setAltTexts(images.map((image) => image.originalAltText ?? image.altText));
  };

  const save = () => {
    const altChanged = altTexts.some((alt, i) => alt !== images[i]?.altText);
    const edit: PostEdit = {
      variant: { platform: variant.platform, text, hashtags, ...(hasTitle ? { title } : {}) },
      ...(altChanged ? { altTexts } : {}),
    };
    onSave(edit);
  };

  return (
    <Stack space="md">
      {hasTitle ? (
        <Stack space="xxs">
          <TextField label="Pin title" value={title} onChange={setTitle} />
          {variant.titleLimit != null ? (
            <LengthCounter
              length={measure({ text: title, hashtags: [] })}
              limit={variant.titleLimit}
              showOver
            />
          ) : null}
        </Stack>
      ) : null}
      <Stack space="xxs">
        <TextareaField label={`${variant.label} text`} value={text} onChange={setText} rows={6} />
        <LengthCounter length={measure({ text, hashtags })} limit={variant.limit} showOver />
      </Stack>
      <HashtagChips tags={hashtags} onRemove={(tag) => setHashtags(hashtags.filter((t) => t !== tag))} />
      {images.map((image, index) => (
        <Stack key={image.url} space="xxs">
          <TextareaField
            label={`Alt text, image ${index + 1}`}
            value={altTexts[index] ?? ''}
            onChange={(value) => setAltTexts(altTexts.map((alt, i) => (i === index ? value : alt)))}
            rows={3}
          />
          <AltTextFit altText={altTexts[index] ?? ''} limit={variant.altTextLimit} label={variant.label} />
        </Stack>
      ))}
      <Inline space="sm" alignY="center">
        <Button size="sm" onClick={save} loading={saving}>
          Save
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {edited ? (
          <Button size="sm" variant="ghost" onClick={revert} disabled={saving}>
            Revert to original
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
