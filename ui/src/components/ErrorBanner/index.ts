export { ErrorBanner, type ErrorBannerProps } from './ErrorBanner.tsx';
