export { type Plan, PlanCard, type PlanCardProps } from './PlanCard.tsx';
export { PlanCardSkeleton } from './PlanCardSkeleton.tsx';
