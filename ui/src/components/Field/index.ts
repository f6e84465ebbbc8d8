export { Field, type FieldControlProps, type FieldCount, type FieldProps } from './Field.tsx';
