export { ConceptPanel, type ConceptPanelProps } from './ConceptPanel.tsx';
export { CONCEPT_SECTIONS, type ConceptFields, conceptToText } from './concept.ts';
