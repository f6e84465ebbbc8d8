export type { RunCharge } from './charge.ts';
export { GenerateButton, type GenerateButtonProps } from './GenerateButton.tsx';
