import { style } from '@vanilla-extract/css';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const icon = iconBadge({ tone: 'brand' });

/** The description's measure: a short line under the title, however wide the panel. */
export const description = style({ maxWidth: vars.size.tooltip });

export const action = style({ marginTop: vars.space.sm });
