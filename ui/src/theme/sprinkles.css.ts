import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

const layout = defineProperties({
  conditions: {
    base: {},
    compact: { '@media': media.compact },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'grid', 'block', 'inline-block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingX: vars.space,
    paddingY: vars.space,
    margin: vars.space,
    marginBottom: vars.space,
    alignSelf: ['flex-start', 'center', 'flex-end', 'stretch'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: ['100%', 'auto'],
    /** A grid child across every column (a wide field in a two-column form). */
    gridColumn: { full: '1 / -1' },
  },
  shorthands: {},
});

/** Pinning only makes sense beside a scrolling list, so it is a wide-screen condition of its own. */
const pinning = defineProperties({
  conditions: {
    base: {},
    wide: { '@media': media.wide },
  },
  defaultCondition: 'base',
  properties: {
    position: ['relative', 'sticky'],
    top: vars.space,
  },
});

const text = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      subtle: vars.color.textSubtle,
      brand: vars.color.brandText,
      danger: vars.color.dangerText,
      success: vars.color.successText,
    },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    textAlign: ['left', 'center', 'right'],
  },
});

/** Layout and text atoms for composing without one-off styles. */
export const sprinkles = createSprinkles(layout, pinning, text);
export type Sprinkles = Parameters<typeof sprinkles>[0];
