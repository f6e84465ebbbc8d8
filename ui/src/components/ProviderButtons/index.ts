export { ProviderButtons, type ProviderButtonsProps } from './ProviderButtons.tsx';
