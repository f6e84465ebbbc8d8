import { expect, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Box, Text } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Layout/Box',
  component: Box,
  args: { component: 'section', padding: 'xl', 'aria-label': 'Padded box' },
  render: (args) => (
    <Box {...args} style={{ outline: '1px dashed currentColor' }}>
      <Text>Spacing comes from the theme's space tokens, never a raw length.</Text>
    </Box>
  ),
  decorators: [padded()],
});

/** The element asked for (a landmark here), padded by a space token. */
export const Padded = meta.story({
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Padded box' });
    await expect(box.tagName).toBe('SECTION');
    const text = within(box)
      .getByText(/Spacing comes/)
      .getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    await expect(text.left - outer.left).toBeGreaterThan(16);
  },
});
