export { ProfileCompletionCard, type ProfileCompletionCardProps } from './ProfileCompletionCard.tsx';
