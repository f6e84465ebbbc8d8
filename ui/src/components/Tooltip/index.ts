export { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip.tsx';
