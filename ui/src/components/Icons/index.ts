export { type IconName, type IconProps, Icons } from './Icons.tsx';
