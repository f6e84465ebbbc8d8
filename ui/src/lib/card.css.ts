import { vars } from '../theme/contract.css.ts';

/**
 * The raised white card (the detail panel, the message box, the sign-in card, the error screen):
 * one surface, one border, one shadow. Plain style objects, spread into each card's own single
 * class, as in field.css.ts, so a card's padding and radius stay its own without a cascade fight.
 */
export const raisedCard = {
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} as const;

/** The content card beside a list (DetailPanel, MessageBox): a column with the panel's padding. */
export const panelCard = {
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  minWidth: 0,
} as const;

/** A panelCard's own heading (the dashboard's panels, the wallet history). */
export const panelTitle = {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
} as const;

/**
 * A panelCard's header row: its title left, a control (a button, a select) right, centred on one
 * line; at least a control's height, so cards side by side start their titles on one line whether
 * or not they hold a control. Wraps the control under the title when there is no room.
 */
export const panelHeader = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
} as const;

/** A card with media across the top (a post, a caption): clipped to its rounded corners, as narrow as its column. */
export const mediaCard = {
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  minWidth: 0,
} as const;

/**
 * The picture across a media card's top (a post card, a library card), ruled off from the text:
 * cropped to the aspect ratio its card sets, never stretched; the sunken colour shows while it loads.
 */
export const mediaCardImage = {
  display: 'block',
  width: '100%',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
} as const;

/**
 * Selectors for a link that opens its whole card (the card is position: relative): its ::after
 * covers the card, so a click anywhere follows it, and its focus ring is drawn on the card's edge,
 * `ringOffset` outside it (negative: inside, for a card that clips what lies outside).
 */
export function stretchedLinkSelectors<Offset extends string>(ringOffset: Offset) {
  return {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: ringOffset,
    },
  } as const;
}
