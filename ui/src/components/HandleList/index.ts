export { type HandleItem, HandleList, type HandleListProps } from './HandleList.tsx';
