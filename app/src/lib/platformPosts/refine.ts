import type { PostEdit, PostRefine, RefineChoice, RefineRequest } from '@plume/ui';
import { isPlatformType, platformLabel } from '../../../../edge/contract/handles.ts';
import { LANGUAGES } from '../../../../edge/contract/languages.ts';
import {
  REFINE_INSTRUCTIONS,
  REFINE_LABELS,
  type RefineInstruction,
} from '../../../../edge/contract/refine-instructions.ts';
import type { RefinePostRequest, RefineResponse } from '../../../../edge/features/posts/contract.ts';

/**
 * Refine as the card offers it and the edge takes it: the menu's choices and languages come from the
 * edge's own lists (so a new instruction or language appears on the card without a second list), and
 * a choice made on the card becomes the route's body.
 */

/** The eight choices in the contract's order; Translate asks for a language, the custom one for words. */
export const REFINE_CHOICES: readonly RefineChoice[] = REFINE_INSTRUCTIONS.map((value) => ({
  value,
  label: REFINE_LABELS[value],
  ...(value === 'translate' ? { needs: 'language' as const } : {}),
  ...(value === 'custom' ? { needs: 'text' as const } : {}),
}));

/** The 36 profile languages, the ones Translate offers. */
export const REFINE_LANGUAGES = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
}));

export type RefineMenuOptions = Omit<PostRefine, 'onRefine' | 'busy'>;

/** What every card's Refine menu offers: the choices, the languages (the profile's first) and the price. */
export const refineMenu = (
  priceCents: number | undefined,
  language: string | undefined,
): RefineMenuOptions => ({
  priceCents,
  choices: REFINE_CHOICES,
  languages: REFINE_LANGUAGES,
  defaultLanguage: language,
});

const isInstruction = (value: string): value is RefineInstruction =>
  (REFINE_INSTRUCTIONS as readonly string[]).includes(value);

/** The body of POST …/posts/{id}/refine: only the field the instruction needs travels with it. */
export function refineBody(platform: string, request: RefineRequest): RefinePostRequest {
  if (!isPlatformType(platform)) throw new Error(`Unknown platform ${platform}`);
  if (!isInstruction(request.instruction)) throw new Error(`Unknown refine ${request.instruction}`);
  return {
    platform,
    instruction: request.instruction,
    ...(request.instruction === 'translate' && request.language ? { language: request.language } : {}),
    ...(request.instruction === 'custom' && request.custom ? { custom: request.custom } : {}),
  };
}

/** What the toast says once a refine went through: 'Refined for Instagram.' */
export const refinedMessage = (platform: string): string => `Refined for ${platformLabel(platform)}.`;

/** Undo: the variant as it was before the refine, sent back as a correction (PATCH, free). */
export const undoEdit = (previous: RefineResponse['previous']): PostEdit => ({
  variant: {
    platform: previous.platform,
    text: previous.text,
    hashtags: [...previous.hashtags],
    ...(previous.title !== undefined ? { title: previous.title } : {}),
  },
});
