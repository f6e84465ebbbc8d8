import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

// A small modern reset. Body-level colours come from the root element that carries the theme class
// (PlumeRoot), because the token variables are scoped to that class.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', {
  fontFamily: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });

/** Applied by PlumeRoot next to the theme class. */
export const root = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontFeatureSettings: "'cv11', 'ss01'",
});

// One focus ring everywhere, only for keyboard focus.
globalStyle(`${root} :focus`, { outline: 'none' });
globalStyle(`${root} :focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusRing,
});
globalStyle(`${root} ::selection`, { backgroundColor: vars.color.brandSubtleHover });

// Respect the user's motion preference: no animation, no transition.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
