import { style } from '@vanilla-extract/css';

/**
 * A list laid out by a primitive (Stack, Inline) keeps its semantics (a count for screen readers)
 * without bullets or indent.
 */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });
