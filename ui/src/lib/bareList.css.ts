import { style } from '@vanilla-extract/css';

/**
 * A list laid out by a primitive or by its own class (a grid of cards) keeps its semantics (a count
 * for screen readers) without bullets or indent. The plain object is for a class that also lays the
 * list out; the class is for a list that needs nothing else (Stack, Inline, the entry lists).
 */
export const bareListStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const bareList = style(bareListStyle);
