export { Box, type BoxComponent, type BoxProps } from './Box.tsx';
