export { DetailPanel, type DetailPanelProps } from './DetailPanel.tsx';
