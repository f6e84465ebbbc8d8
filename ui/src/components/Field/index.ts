export { Field, type FieldControlProps, type FieldCount, type FieldProps } from './Field.tsx';
export { LengthCounter, type LengthCounterProps } from './LengthCounter.tsx';
