import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type IconName, Icons, vars } from '../ui/src/index.ts';

function Gallery() {
  const names = Object.keys(Icons) as IconName[];
  return (
    <ul
      aria-label="Icons"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: '0.75rem',
        padding: '2rem',
        margin: 0,
        listStyle: 'none',
      }}
    >
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
              background: vars.color.surface,
              border: `${vars.size.border} solid ${vars.color.border}`,
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

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  // A test and a screenshot of every icon; foundations/Icons.mdx is their Docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dashboard')).toBeVisible();
    await expect(canvas.getByText('Logout')).toBeVisible();
    // Icons are decorative: every svg is hidden from assistive technology.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
