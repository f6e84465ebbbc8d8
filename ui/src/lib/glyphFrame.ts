/**
 * A square with one glyph centred in it (an icon badge, an avatar's initial, a step's number, the brand
 * mark): its size only. A plain style object, spread into each component's own class, which adds the
 * shape and the colours (as card.css.ts does for surfaces).
 */
export function glyphFrame<Size extends string>(size: Size) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
  } as const;
}
