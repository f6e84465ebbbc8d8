import type { vars } from '../../ui/src/index.ts';

export type ColourToken = keyof typeof vars.color;

/**
 * A foreground token on a background token, as the components pair them. `text` pairs need 4.5:1
 * (WCAG 1.4.3, body text), `ui` pairs 3:1 (1.4.11: control boundaries, icons, focus rings, bars).
 */
export interface ColourPair {
  fg: ColourToken;
  bg: ColourToken;
  kind: 'text' | 'ui';
}

export interface ColourRole {
  token: ColourToken;
  use: string;
  /** The pairs this token takes part in; none for decorative fills (borders between cards, skeletons). */
  pairs: ColourPair[];
}

export const MIN_CONTRAST = { text: 4.5, ui: 3 } as const;

const text = (fg: ColourToken, ...bgs: ColourToken[]): ColourPair[] =>
  bgs.map((bg) => ({ fg, bg, kind: 'text' }));
const ui = (fg: ColourToken, ...bgs: ColourToken[]): ColourPair[] =>
  bgs.map((bg) => ({ fg, bg, kind: 'ui' }));

/** Every colour token, grouped as a designer looks for them, with the pairs the components use. */
export const COLOUR_GROUPS: { title: string; about: string; roles: ColourRole[] }[] = [
  {
    title: 'Surfaces',
    about: 'The page, the cards on it and the states of a row. Text sits on every one of them.',
    roles: [
      { token: 'background', use: 'The page behind everything.', pairs: text('text', 'background') },
      { token: 'surface', use: 'Cards, panels, inputs, the sidebar.', pairs: text('text', 'surface') },
      { token: 'surfaceRaised', use: 'Reserved for a layer above a card (not used yet).', pairs: [] },
      {
        token: 'surfaceSunken',
        use: 'Wells inside a card: drop zones, code, counters.',
        pairs: text('text', 'surfaceSunken'),
      },
      {
        token: 'surfaceHover',
        use: 'A row or ghost button under the pointer.',
        pairs: text('text', 'surfaceHover'),
      },
      {
        token: 'surfaceSelected',
        use: 'The selected row of a list.',
        pairs: text('brandText', 'surfaceSelected'),
      },
      { token: 'overlay', use: 'The scrim behind the mobile drawer.', pairs: [] },
    ],
  },
  {
    title: 'Text',
    about: 'Body text and its quieter variants. Muted and subtle text still reaches 4.5:1 on every surface.',
    roles: [
      {
        token: 'text',
        use: 'Body copy and headings.',
        pairs: text('text', 'background', 'surface', 'surfaceSunken'),
      },
      {
        token: 'textMuted',
        use: 'Descriptions and secondary lines.',
        pairs: text('textMuted', 'background', 'surface', 'surfaceSunken'),
      },
      {
        token: 'textSubtle',
        use: 'Captions, dates, placeholders and counters.',
        pairs: text('textSubtle', 'background', 'surface'),
      },
      { token: 'textInverse', use: 'Text on a dark fill (not used yet).', pairs: [] },
    ],
  },
  {
    title: 'Brand',
    about: 'Plume violet: primary actions, the current page, links and progress.',
    roles: [
      {
        token: 'brand',
        use: 'Primary buttons, progress bars, the active step, the brand mark.',
        pairs: [...ui('brand', 'surface', 'background')],
      },
      {
        token: 'brandHover',
        use: 'A primary button under the pointer.',
        pairs: text('onBrand', 'brandHover'),
      },
      {
        token: 'brandActive',
        use: 'A pressed primary button; the end of the brand gradient.',
        pairs: text('onBrand', 'brandActive'),
      },
      {
        token: 'brandSubtle',
        use: 'The current sidebar item, a filled code box.',
        pairs: text('brandText', 'brandSubtle'),
      },
      {
        token: 'brandSubtleHover',
        use: 'A subtle brand fill under the pointer.',
        pairs: text('brandText', 'brandSubtleHover'),
      },
      {
        token: 'brandText',
        use: 'Links, the selected tab, brand-coloured labels.',
        pairs: text('brandText', 'surface', 'background'),
      },
      { token: 'onBrand', use: 'Text and icons on a brand fill.', pairs: text('onBrand', 'brand') },
    ],
  },
  {
    title: 'Accent',
    about: 'Warm orange for the wallet and platform badges; never for actions.',
    roles: [
      { token: 'accent', use: 'Markdown quote bars, the concept panel rule (decorative).', pairs: [] },
      { token: 'accentSubtle', use: 'Wallet and badge fills.', pairs: text('accentText', 'accentSubtle') },
      {
        token: 'accentText',
        use: 'Text on the accent fill.',
        pairs: text('accentText', 'accentSubtle', 'surface'),
      },
      {
        token: 'onAccent',
        use: 'Text on a solid accent fill (not used yet).',
        pairs: text('onAccent', 'accent'),
      },
    ],
  },
  {
    title: 'Borders and focus',
    about: 'Hairlines between cards are decorative; the borders of inputs and the focus ring must be seen.',
    roles: [
      { token: 'border', use: 'Dividers and card outlines (decorative).', pairs: [] },
      {
        token: 'borderStrong',
        use: 'Inputs, checkboxes, secondary buttons: the edge that shows a control is there.',
        pairs: ui('borderStrong', 'surface', 'background'),
      },
      { token: 'focus', use: 'The keyboard focus ring.', pairs: ui('focus', 'surface', 'background') },
    ],
  },
  {
    title: 'Status',
    about: 'Success, danger, warning and info: a solid tone for fills and icons, a subtle fill, a text tone.',
    roles: [
      { token: 'success', use: 'Done steps, a full progress bar.', pairs: ui('success', 'surface') },
      { token: 'successSubtle', use: 'Success alert fill.', pairs: text('successText', 'successSubtle') },
      {
        token: 'successText',
        use: 'Success messages.',
        pairs: text('successText', 'successSubtle', 'surface'),
      },
      {
        token: 'danger',
        use: 'Destructive buttons, invalid fields.',
        pairs: [...text('onBrand', 'danger'), ...ui('danger', 'surface')],
      },
      {
        token: 'dangerHover',
        use: 'A destructive button under the pointer.',
        pairs: text('onBrand', 'dangerHover'),
      },
      {
        token: 'dangerSubtle',
        use: 'Error alert fill, a delete button under the pointer.',
        pairs: text('dangerText', 'dangerSubtle'),
      },
      { token: 'dangerText', use: 'Error messages.', pairs: text('dangerText', 'dangerSubtle', 'surface') },
      { token: 'warning', use: 'Warning icons (not used yet).', pairs: ui('warning', 'surface') },
      { token: 'warningSubtle', use: 'Warning fill.', pairs: text('warningText', 'warningSubtle') },
      {
        token: 'warningText',
        use: 'A limit close to being reached.',
        pairs: text('warningText', 'warningSubtle', 'surface'),
      },
      { token: 'info', use: 'Info icons.', pairs: ui('info', 'surface') },
      { token: 'infoSubtle', use: 'Info alert fill.', pairs: text('infoText', 'infoSubtle') },
      { token: 'infoText', use: 'Info messages.', pairs: text('infoText', 'infoSubtle', 'surface') },
    ],
  },
  {
    title: 'Tooltips, code and loading',
    about: 'The dark tooltip bubble, code blocks and skeleton placeholders.',
    roles: [
      {
        token: 'tooltipBackground',
        use: 'The tooltip and toggletip bubble.',
        pairs: text('tooltipText', 'tooltipBackground'),
      },
      { token: 'tooltipText', use: 'Text in the bubble.', pairs: text('tooltipText', 'tooltipBackground') },
      {
        token: 'tooltipLink',
        use: "'Learn more...' links in the bubble.",
        pairs: text('tooltipLink', 'tooltipBackground'),
      },
      {
        token: 'codeBackground',
        use: 'Inline code and code blocks in Markdown.',
        pairs: text('text', 'codeBackground'),
      },
      { token: 'skeleton', use: 'A placeholder while content loads (decorative).', pairs: [] },
      { token: 'skeletonHighlight', use: 'The shimmer moving across a skeleton (decorative).', pairs: [] },
    ],
  },
];

/** Every pair on the Colour page, once each: what the Tokens story checks against WCAG AA. */
export function allPairs(): ColourPair[] {
  const seen = new Map<string, ColourPair>();
  for (const group of COLOUR_GROUPS)
    for (const role of group.roles)
      for (const pair of role.pairs) seen.set(`${pair.fg}/${pair.bg}/${pair.kind}`, pair);
  return [...seen.values()];
}
