export { PlumeBrand, Sidebar, type SidebarItem, type SidebarProps } from './Sidebar.tsx';
