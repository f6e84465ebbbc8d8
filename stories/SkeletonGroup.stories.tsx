import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Skeleton, SkeletonGroup } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Feedback/SkeletonGroup',
  component: SkeletonGroup,
  args: {
    label: 'Loading wallet history',
    count: 3,
    className: 'skeleton-group-demo',
    children: (
      <div data-placeholder="" style={{ display: 'grid', gap: '0.5rem', padding: '0.75rem 0' }}>
        <Skeleton width="30%" height="0.75rem" />
        <Skeleton width="70%" />
      </div>
    ),
  },
  decorators: [padded({ maxWidth: '28rem' })],
});

export const Rows = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // Heard once; the placeholders themselves are hidden from assistive technology.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading wallet history');
    const group = canvasElement.querySelector('.skeleton-group-demo') as HTMLElement;
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    await expect(group.querySelectorAll('[data-placeholder]')).toHaveLength(3);
  },
});
