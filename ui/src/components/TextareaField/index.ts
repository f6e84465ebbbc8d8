export { TextareaField, type TextareaFieldProps } from './TextareaField.tsx';
