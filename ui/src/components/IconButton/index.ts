export { IconButton, type IconButtonProps, IconLink, type IconLinkProps } from './IconButton.tsx';
