import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PlumeRoot } from '../ui/src/index.ts';

const meta = preview.meta({
  title: 'Foundations/PlumeRoot',
  component: PlumeRoot,
  args: {
    children: (
      <div style={{ padding: '2rem', display: 'grid', gap: '0.75rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>Every screen sits inside PlumeRoot</h1>
        <p>
          It sets the theme's tokens, the page colours and Inter as the typeface, with no provider to forget.
        </p>
        <button type="button" style={{ justifySelf: 'start', padding: '0.5rem 1rem' }}>
          Focus me with the keyboard
        </button>
      </div>
    ),
  },
});

/** Plain elements inside it take the theme: the page background, the text colour and the typeface. */
export const ThemedContent = meta.story({
  play: async ({ canvas }) => {
    const text = canvas.getByText(/It sets the theme's tokens/);
    const root = text.closest('div')?.parentElement as HTMLElement;
    const style = getComputedStyle(root);
    await expect(style.fontFamily).toMatch(/Inter/);
    await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(style.getPropertyValue('color')).not.toBe('');
    await expect(getComputedStyle(text).color).toBe(style.color);
  },
});
