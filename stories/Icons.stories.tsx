import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { type IconName, Icons, vars } from '../ui/src/index.ts';
import { tileFace, tileGrid } from './foundations/tileStyles.ts';

function Gallery() {
  const names = Object.keys(Icons) as IconName[];
  return (
    <ul aria-label="Icons" style={{ ...tileGrid('7.5rem', '0.75rem'), padding: '2rem' }}>
      {names.map((name) => {
        const Icon = Icons[name];
        return (
          <li
            key={name}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '0.5rem',
              padding: '1rem 0.5rem',
              borderRadius: vars.radius.md,
              ...tileFace,
              fontSize: vars.fontSize.sm,
            }}
          >
            <Icon size="lg" />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}

const meta = preview.meta({
  title: 'Foundations/Icons',
  component: Gallery,
  // A test and a screenshot of every icon; foundations/Icons.mdx is their Docs page.
  tags: ['!autodocs'],
});

export const AllIcons = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Dashboard')).toBeVisible();
    await expect(canvas.getByText('Logout')).toBeVisible();
    // Icons are decorative: every svg is hidden from assistive technology.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
});
