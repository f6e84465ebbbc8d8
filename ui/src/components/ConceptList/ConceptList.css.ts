import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The tab panel takes focus (Tab from the tablist lands here); its ring must not be clipped. */
export const panel = style({ minWidth: 0, borderRadius: vars.radius.md });

/** The tablist keeps its own width instead of stretching across the column. */
export const tabs = style({ alignSelf: 'flex-start' });
