import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { themeClass, vars } from '../ui/src/index.ts';
import { allPairs, MIN_CONTRAST } from './foundations/colourRoles.ts';
import { pairRatio, resolveColours } from './foundations/TokenTables.tsx';
import { tileFace, tileGrid } from './foundations/tileStyles.ts';

const swatches = Object.entries(vars.color) as [string, string][];
const typeScale = Object.entries(vars.fontSize).reverse() as [string, string][];

function Tokens() {
  return (
    <div style={{ padding: vars.space.xxl, display: 'grid', gap: vars.space.xxl }}>
      <section aria-labelledby="colour-heading">
        <h2 id="colour-heading" style={{ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg }}>
          Colour
        </h2>
        <ul style={tileGrid('9rem', vars.space.md)}>
          {swatches.map(([name, value]) => (
            <li
              key={name}
              style={{
                borderRadius: vars.radius.md,
                ...tileFace,
                overflow: 'hidden',
                fontSize: vars.fontSize.xs,
              }}
            >
              <div style={{ height: vars.size.controlLg, background: value }} />
              <div style={{ padding: vars.space.sm, color: vars.color.text }}>{name}</div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type-heading">
        <h2 id="type-heading" style={{ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg }}>
          Type scale
        </h2>
        {typeScale.map(([name, size]) => (
          <p
            key={name}
            style={{ fontSize: size, lineHeight: vars.lineHeight.snug, margin: `${vars.space.xs} 0` }}
          >
            {name} — Concepts that sound like you
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = preview.meta({
  title: 'Foundations/Tokens',
  component: Tokens,
  // A test and a screenshot of the raw tokens; the Foundations pages are their documentation.
  tags: ['!autodocs'],
});

export const Overview = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Colour' })).toBeVisible();
    await expect(canvas.getByText('brand')).toBeVisible();
    // Body text is Inter, served from ui/src/fonts (npm run fonts makes it from fontsource; no network fonts).
    await document.fonts.ready;
    const inter = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable');
    await expect(inter.some((face) => face.status === 'loaded')).toBe(true);
    // Every text/background pair the Colour page lists meets WCAG AA (4.5:1 text, 3:1 UI boundaries).
    const themed = canvasElement.querySelector(`.${themeClass}`);
    await expect(themed).not.toBeNull();
    const colours = resolveColours(themed as Element);
    const below = allPairs()
      .map((pair) => ({ ...pair, ratio: pairRatio(colours, pair) }))
      .filter((pair) => pair.ratio === null || pair.ratio < MIN_CONTRAST[pair.kind])
      .map((pair) => `${pair.fg} on ${pair.bg}: ${pair.ratio?.toFixed(2)}`);
    await expect(below).toEqual([]);
  },
});
