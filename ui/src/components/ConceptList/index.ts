export {
  ConceptList,
  type ConceptListItem,
  type ConceptListProps,
  type ConceptStream,
} from './ConceptList.tsx';
export type { ConceptRunGroup, EarlierRuns } from './ConceptRuns.tsx';
