export default { framework: '@storybook/react-vite', stories: ['../stories/*.stories.tsx'], addons: [] };
