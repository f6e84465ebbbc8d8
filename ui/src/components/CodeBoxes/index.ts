export { CodeBoxes, type CodeBoxesProps } from './CodeBoxes.tsx';
export { CODE_LENGTH, isComplete as isCompleteCode } from './code.ts';
