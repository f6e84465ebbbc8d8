import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { flexColumn } from './flexColumn.ts';
import { mutedBody, pageTitle } from './type.css.ts';

/**
 * The pieces every sign-in step (AuthEmailStep, AuthCodeStep, WelcomeStep) shares, so the three
 * steps of /login and /signup read as one flow without one component reaching into another's styles.
 */

/** A step's column: heading block, fields, buttons. */
export const step = style(flexColumn(vars.space.lg));

export const stepHeader = style(flexColumn(vars.space.sm));

export const stepTitle = style({ margin: 0, ...pageTitle });

export const stepText = style({
  margin: 0,
  ...mutedBody,
});

/** The address a step names in its text ('…sent to ada@example.com'): may break anywhere. */
export const stepEmail = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const field = style(flexColumn(vars.space.xs));

/** A field's error line, under the field it explains. */
export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.dangerText,
});
