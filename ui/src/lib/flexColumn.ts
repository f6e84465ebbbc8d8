/**
 * Children one under the other, `gap` apart: the layout most panels, fields and steps take. A plain
 * style object, spread into each component's own class; the components in every route's first
 * JavaScript (the app shell, sign-in) cannot use Stack, which brings the sprinkles runtime with it.
 */
export function flexColumn<Gap extends string>(gap: Gap) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}
