export { MessageBox, type MessageBoxProps, type MessageBoxStatus } from './MessageBox.tsx';
