import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const sections = style(flexColumn(vars.space.xl));

export const sources = style({
  ...flexColumn(vars.space.xs),
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** A link out to someone else's post: underlined like the Markdown's links, wrapping long addresses. */
export const sourceLink = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  textDecorationThickness: vars.size.hairline,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: vars.size.focusRing } },
});

export const section = style({ ...flexColumn(vars.space.sm), minWidth: 0 });

/** A section's heading: brand-tinted with a short bar before it, so the four parts scan at a glance. */
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.brandText,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space.xs,
      height: '1em',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.accent,
    },
  },
});
