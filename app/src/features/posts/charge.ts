import type { RunCharge } from '@plume/ui';
import { draftingUnits } from '../../../../edge/contract/post-limits.ts';

/**
 * What a Post Drafting click will be charged, by the edge's own rule (`draftingUnits`): a unit per
 * image, and one for a post from the texts alone, which the line names so no one expects it free.
 */
export function draftingCharge(images: number, balanceCents: number | null): RunCharge {
  const units = draftingUnits(images);
  return images > 0
    ? { units, unit: ['image', 'images'], balanceCents }
    : { units, unit: ['text-only post', 'text-only posts'], lead: 'No images:', balanceCents };
}
