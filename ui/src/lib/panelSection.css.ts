import { style } from '@vanilla-extract/css';
import { panelHeader, panelTitle } from './card.css.ts';

export const header = style(panelHeader);

export const title = style(panelTitle);
