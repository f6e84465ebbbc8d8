export {
  type RefineChoice,
  RefineMenu,
  type RefineMenuProps,
  type RefineRequest,
  refineLabel,
} from './RefineMenu.tsx';
