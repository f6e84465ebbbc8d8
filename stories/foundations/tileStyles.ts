import type { CSSProperties } from 'react';
import { vars } from '../../ui/src/index.ts';

// The inline styles the Foundations pages and their stories lay tokens out with: lists drawn as rows or
// grids of tiles, each tile on the surface colour inside the hairline border.

/** A list without bullets or indent, for one laid out as a row or a grid. */
export const bareList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** A bare list as a grid of tiles at least `minTile` wide, as many to a row as fit. */
export function tileGrid(minTile: string, gap: string): CSSProperties {
  return {
    ...bareList,
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minTile}, 1fr))`,
    gap,
  };
}

/** A tile's face: the surface colour inside the hairline border. */
export const tileFace: CSSProperties = {
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
};
