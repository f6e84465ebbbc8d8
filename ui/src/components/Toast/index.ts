export { TOAST_DURATION_MS, Toast, type ToastContent, type ToastProps, type ToastTone } from './Toast.tsx';
