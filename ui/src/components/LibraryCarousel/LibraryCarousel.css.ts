import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import {
  mediaCardImage,
  panelCard,
  panelTitle,
  raisedCard,
  stretchedLinkSelectors,
} from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';
import { CAROUSEL_STEP_PX } from './step.ts';

export const panel = style({ ...panelCard, gap: vars.space.lg });

export const title = style(panelTitle);

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

/** The gap between cards: a card is one scroll step wide with its gap, so each step moves one card. */
const gap = vars.space.lg;

export const track = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // Room for the cards' shadow and the focus ring, which overflow would otherwise clip.
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const list = style({
  display: 'flex',
  gap,
  ...bareListStyle,
  width: 'max-content',
});

export const card = style({
  ...raisedCard,
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 auto',
  // SPEC §9's 300 px step, less the gap: one step scrolls exactly one card.
  width: `calc(${CAROUSEL_STEP_PX}px - ${gap})`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** A card that opens: its title's link covers it (stretched), and it lifts under the pointer. */
export const openableCard = style([
  card,
  {
    position: 'relative',
    transitionProperty: 'box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
]);

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The ring drawn inside the card's edge: the card clips what lies outside it.
    ...stretchedLinkSelectors(`calc(-1 * ${vars.size.focusRing})`),
    '&:hover': { textDecoration: 'underline' },
  },
});

/** A post's picture over its preview, in the carousel's wide frame. */
export const image = style({ ...mediaCardImage, aspectRatio: '16 / 9' });

export const body = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.lg,
  flex: 1,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A preview: four lines at most; the whole text is on the generation screens. */
export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const date = style({ marginTop: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const skeletonCard = style([card, { padding: vars.space.lg, gap: vars.space.sm }]);
