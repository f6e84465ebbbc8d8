// Media queries cannot read CSS variables, so breakpoints are the only tokens kept as constants.
export const breakpoints = {
  /** Below this width the sidebar collapses to a top bar with a menu button. */
  compact: 900,
} as const;

export const media = {
  compact: `screen and (max-width: ${breakpoints.compact - 1}px)`,
  wide: `screen and (min-width: ${breakpoints.compact}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
