import { globalStyle, style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { mutedBody, wordmark } from '../../lib/type.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)',
  backgroundColor: vars.color.background,
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({
  ...flexColumn(vars.space.xxl),
  padding: vars.space.xxl,
  backgroundColor: vars.color.surfaceSunken,
  borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
  '@media': {
    [media.compact]: {
      order: 2,
      gap: vars.space.lg,
      padding: vars.space.xl,
      borderInlineEnd: 'none',
      borderTop: `${vars.size.border} solid ${vars.color.border}`,
    },
  },
});

export const brand = style({ ...wordmark, color: vars.color.text });

export const tagline = style({
  margin: 0,
  ...mutedBody,
});

export const main = style({
  ...flexColumn(vars.space.xl),
  padding: vars.space.xxl,
  minWidth: 0,
  '@media': { [media.compact]: { padding: vars.space.lg } },
});

export const top = style({ display: 'flex', justifyContent: 'flex-start' });

export const centre = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  ...flexColumn(vars.space.xl),
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  ...raisedCard,
  '@media': { [media.compact]: { padding: vars.space.xl } },
});

export const footer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

// The other sign-in screen's link ('Sign up', 'Log in') inside the footer sentence.
globalStyle(`${footer} a`, {
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
