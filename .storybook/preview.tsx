import type { Preview } from '@storybook/react-vite';
import { PlumeRoot } from '../ui/src/index.ts';
import './preview.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <PlumeRoot>
        <Story />
      </PlumeRoot>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test, not just warn in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
