export { DeleteIconButton, type DeleteIconButtonProps } from './DeleteIconButton.tsx';
