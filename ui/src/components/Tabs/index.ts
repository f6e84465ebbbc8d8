export { type TabItem, Tabs, type TabsProps, tabPanelProps } from './Tabs.tsx';
