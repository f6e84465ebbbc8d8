// WCAG 2.2 contrast, computed from the colours the browser resolved for the theme's tokens, so the
// Foundations pages and the Tokens story test read the theme itself rather than a copy of its values.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses what getComputedStyle reports for a colour: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseComputedColour(value: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, r, g, b, a] = match;
  return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
}

/** A translucent colour as it shows over an opaque one (the overlay over the page, for instance). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of a foreground over a background, 1 to 21. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = luminance(over(foreground, background));
  const bg = luminance(background);
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
