export { type ChoiceChipOption, ChoiceChips, type ChoiceChipsProps } from './ChoiceChips.tsx';
