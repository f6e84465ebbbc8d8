export { AuthEmailStep, type AuthEmailStepProps } from './AuthEmailStep.tsx';
