export { AuthCodeStep, type AuthCodeStepProps } from './AuthCodeStep.tsx';
export { formatCountdown } from './countdown.ts';
