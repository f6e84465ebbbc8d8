export { RecentPanel, type RecentPanelProps } from './RecentPanel.tsx';
