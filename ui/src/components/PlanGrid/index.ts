export { PlanGrid, type PlanGridProps, type PlanGridStatus } from './PlanGrid.tsx';
