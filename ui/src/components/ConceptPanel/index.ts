export { ConceptPanel, type ConceptPanelProps, type ConceptSourceLink } from './ConceptPanel.tsx';
export { CONCEPT_SECTIONS, type ConceptFields, conceptToText } from './concept.ts';
