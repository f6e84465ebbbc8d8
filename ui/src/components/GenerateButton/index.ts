export { GenerateButton, type GenerateButtonProps } from './GenerateButton.tsx';
