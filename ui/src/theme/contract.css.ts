import { createThemeContract } from '@vanilla-extract/css';

/** The steps type sizes and spacing share, smallest to largest (spacing adds none and xxs below). */
const steps = { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null };

/**
 * The shape of every design token. Components read tokens only through `vars`;
 * the values live in one theme file (light.css.ts), so a second theme is a new file, not a refactor.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceHover: null,
    surfaceSelected: null,
    overlay: null,

    brand: null,
    brandHover: null,
    brandActive: null,
    brandSubtle: null,
    brandSubtleHover: null,
    brandText: null,
    onBrand: null,

    accent: null,
    accentSubtle: null,
    accentText: null,
    onAccent: null,

    text: null,
    textMuted: null,
    textSubtle: null,
    textInverse: null,

    border: null,
    borderStrong: null,

    success: null,
    successSubtle: null,
    successText: null,
    danger: null,
    dangerHover: null,
    dangerSubtle: null,
    dangerText: null,
    warning: null,
    warningSubtle: null,
    warningText: null,
    info: null,
    infoSubtle: null,
    infoText: null,

    focus: null,
    skeleton: null,
    skeletonHighlight: null,
    codeBackground: null,
    tooltipBackground: null,
    tooltipText: null,
    tooltipLink: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: steps,
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
    relaxed: null,
  },
  letterSpacing: {
    tight: null,
    normal: null,
    wide: null,
  },
  space: {
    none: null,
    xxs: null,
    ...steps,
  },
  size: {
    hairline: null,
    border: null,
    focusRing: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    iconXl: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
    sidebar: null,
    topBar: null,
    content: null,
    prose: null,
    tooltip: null,
    /** The narrowest a card in a responsive grid gets before the grid drops a column. */
    cardMin: null,
    tooltipGap: null,
    spinner: null,
    brandMark: null,
    avatar: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
    inset: null,
  },
  motion: {
    durationFast: null,
    durationNormal: null,
    durationSlow: null,
    durationShimmer: null,
    durationSpin: null,
    easingStandard: null,
    easingEmphasized: null,
  },
  zIndex: {
    raised: null,
    topBar: null,
    drawer: null,
    tooltip: null,
  },
});
