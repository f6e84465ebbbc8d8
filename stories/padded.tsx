import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/**
 * The room a component has around it in the app, for a story to stand in: 2rem of padding, plus
 * whatever width or layout the story adds (`maxWidth`, a flex row of examples). A story tagged
 * `viewport-mobile` gets 1rem instead when `tighterOnMobile` is set, as the app's phone layout does.
 */
export function padded(style: CSSProperties = {}, { tighterOnMobile = false } = {}): Decorator {
  return (Story, { tags }) => (
    <div style={{ padding: tighterOnMobile && tags.includes('viewport-mobile') ? '1rem' : '2rem', ...style }}>
      <Story />
    </div>
  );
}
