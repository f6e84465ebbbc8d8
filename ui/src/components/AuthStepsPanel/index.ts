export { type AuthStep, AuthStepsPanel, type AuthStepsPanelProps } from './AuthStepsPanel.tsx';
