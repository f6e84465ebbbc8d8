import type { ReactElement } from 'react';
import { LengthCounter } from '../Field/LengthCounter.tsx';
import { Text } from '../Text/Text.tsx';

export interface AltTextFitProps {
  /** The alt text being measured. */
  altText: string;
  /** The platform's limit, or null where it documents none. */
  limit: number | null;
  /** The platform's name, for the no-limit sentence. */
  label: string;
}

/**
 * Whether one alt text fits the platform: its counter against the limit, or a sentence where the
 * platform sets none. Counted in UTF-16 code units, as the edge's contract counts alt text.
 */
export function AltTextFit({ altText, limit, label }: AltTextFitProps): ReactElement {
  if (limit === null) {
    return (
      <Text component="span" size="xs" tone="muted">
        {label} sets no alt-text limit
      </Text>
    );
  }
  return <LengthCounter length={altText.length} limit={limit} showOver />;
}
