import type { EntryLook } from '../../lib/entryLook.ts';
import { Icons } from '../Icons/Icons.tsx';

/** How each kind of activity the API records looks (edge/features/activity/record.ts `ActivityType`). */
const looks: Record<string, EntryLook> = {
  'sign-up': { label: 'Welcome', icon: () => <Icons.Sparkles size="sm" />, tone: 'accent' },
  'sign-in': { label: 'Sign-in', icon: () => <Icons.User size="sm" />, tone: 'neutral' },
  recharge: { label: 'Recharge', icon: () => <Icons.Wallet size="sm" />, tone: 'success' },
  reversal: { label: 'Reversal', icon: () => <Icons.Alert size="sm" />, tone: 'danger' },
  adjustment: { label: 'Adjustment', icon: () => <Icons.Pencil size="sm" />, tone: 'neutral' },
  profile: { label: 'Profile', icon: () => <Icons.User size="sm" />, tone: 'brand' },
  generation: { label: 'Generation', icon: () => <Icons.Bulb size="sm" />, tone: 'brand' },
  release: { label: 'Charge returned', icon: () => <Icons.ArrowLeft size="sm" />, tone: 'success' },
};

/** A type the list does not know yet still shows, as itself, in the neutral look. */
export function activityLook(type: string): EntryLook {
  return (
    looks[type] ?? {
      label: type ? type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ') : 'Activity',
      icon: () => <Icons.Info size="sm" />,
      tone: 'neutral',
    }
  );
}
