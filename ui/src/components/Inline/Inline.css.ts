import { style } from '@vanilla-extract/css';

/** A list laid out inline keeps its semantics (a count for screen readers) without bullets or indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
