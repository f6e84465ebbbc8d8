export { LoadingScreen, type LoadingScreenProps } from './LoadingScreen.tsx';
