export {
  ConceptList,
  type ConceptListItem,
  type ConceptListProps,
  type ConceptStream,
} from './ConceptList.tsx';
