export { WelcomeStep, type WelcomeStepProps } from './WelcomeStep.tsx';
