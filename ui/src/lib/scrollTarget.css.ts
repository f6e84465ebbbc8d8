import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

/**
 * For a component a screen scrolls into view (a detail panel revealed under its list on a phone).
 * On compact screens AppShell's top bar is sticky, so a scroll to the element's top would leave its
 * first line and buttons under the bar, where a tap lands on the bar. The scroll stops a little below
 * the bar instead: the browser honours scroll-margin in scrollIntoView, anchors and focus alike.
 */
export const clearsStickyTopBar = style({
  '@media': {
    [media.compact]: { scrollMarginTop: `calc(${vars.size.topBar} + ${vars.space.md})` },
  },
});
