import { style } from '@vanilla-extract/css';
import { fieldLabel } from '../../lib/field.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

export const label = fieldLabel;

/** Files dragged over the area: the brand outline says 'drop here'. */
export const dragging = style({});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '12rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusRing} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, backgroundColor: vars.color.surfaceHover },
    [`&${dragging}`]: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    '&:disabled': { opacity: 0.55 },
  },
});

/** The same round brand badge as over an empty list's message. */
export const dropIcon = iconBadge({ tone: 'brand' });

export const dropTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const dropAction = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.semibold });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const carousel = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.sm,
  // The drop outline sits outside the preview, which lines up with the label above it.
  marginInline: `calc(-1 * (${vars.space.sm} + ${vars.size.focusRing}))`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusRing} solid transparent`,
  selectors: {
    [`&${dragging}`]: {
      borderColor: vars.color.brand,
      borderStyle: 'dashed',
      backgroundColor: vars.color.brandSubtle,
    },
  },
});

/** The preview: the whole image, letterboxed on a sunken surface, with the controls over it. */
export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

/** Out of flow, so a tall photo cannot stretch the 4:3 frame (aspect-ratio yields to content). */
export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const nav = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  // '&&' outweighs IconButton's own radius whatever order the stylesheets load in.
  selectors: { '&&': { borderRadius: vars.radius.pill } },
});
export const prev = style({ insetInlineStart: vars.space.sm });
export const next = style({ insetInlineEnd: vars.space.sm });

export const remove = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  selectors: { '&&:hover:not(:disabled)': { color: vars.color.dangerText } },
});

export const counter = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.tooltipBackground,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
