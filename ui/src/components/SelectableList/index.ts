export { SelectableList, type SelectableListItem, type SelectableListProps } from './SelectableList.tsx';
