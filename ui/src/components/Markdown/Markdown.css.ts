import { globalStyle, style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  maxWidth: vars.size.prose,
});

// Vertical rhythm: every block after the first gets the same gap. `:not(:first-child)` weighs more
// than the single class of each block style below (whose `margin: 0` resets the browser's own
// margins), so the gap survives whatever order those rules land in. The heading rule after it has
// the same weight and comes later on purpose: headings get the larger gap.
globalStyle(`${prose} > :not(:first-child)`, { marginTop: vars.space.md });

const heading = {
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
} as const;

export const h1 = style({ ...heading, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const h2 = style({ ...heading, fontSize: vars.fontSize.xl });
export const h3 = style({ ...heading, fontSize: vars.fontSize.lg });
export const h4 = style({ ...heading, fontSize: vars.fontSize.md });
globalStyle(`${prose} > * + :is(${h1}, ${h2}, ${h3}, ${h4})`, { marginTop: vars.space.xl });

export const paragraph = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  ...flexColumn(vars.space.xs),
});
export const listItem = style({
  paddingInlineStart: vars.space.xxs,
  selectors: { '&::marker': { color: vars.color.brandText, fontWeight: vars.fontWeight.semibold } },
});

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textDecorationThickness: vars.size.hairline,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: vars.size.focusRing } },
});

export const inlineCode = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.brandActive,
});

export const pre = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeBackground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  overflowX: 'auto',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${pre} code`, {
  fontFamily: vars.font.mono,
  backgroundColor: 'transparent',
  padding: 0,
  color: vars.color.text,
});

export const blockquote = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
});

export const strong = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const em = style({ fontStyle: 'italic' });

export const hr = style({
  border: 'none',
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  marginBlock: vars.space.xl,
});

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
export const th = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  padding: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.borderStrong}`,
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});
