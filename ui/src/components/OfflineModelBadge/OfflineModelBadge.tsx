import type { ReactElement } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Icons } from '../Icons/Icons.tsx';

export interface OfflineModelBadgeProps {
  /** Default 'offline demo model' (the words the start-up line uses too). */
  label?: string;
}

/**
 * Marks a result made by the embedded offline demo model rather than an AI model, beside the result
 * itself, so demo text is never mistaken for the real thing.
 */
export function OfflineModelBadge({ label = 'offline demo model' }: OfflineModelBadgeProps): ReactElement {
  return (
    <Badge tone="neutral" icon={<Icons.Cpu size="sm" />}>
      {label}
    </Badge>
  );
}
