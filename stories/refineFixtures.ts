import { LANGUAGES } from '../edge/contract/languages.ts';
import { REFINE_INSTRUCTIONS, REFINE_LABELS } from '../edge/contract/refine-instructions.ts';
import type { PostRefine, RefineChoice } from '../ui/src/index.ts';

/** The eight Refine choices and the 36 languages, as the app passes them (the edge's own lists). */
export const refineChoices: RefineChoice[] = REFINE_INSTRUCTIONS.map((value) => ({
  value,
  label: REFINE_LABELS[value],
  ...(value === 'translate' ? { needs: 'language' as const } : {}),
  ...(value === 'custom' ? { needs: 'text' as const } : {}),
}));

export const refineLanguages = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

/** Refine on a card at the seeded price. */
export const refineOptions = (onRefine: PostRefine['onRefine']): PostRefine => ({
  priceCents: 5,
  choices: refineChoices,
  languages: refineLanguages,
  defaultLanguage: 'fr-FR',
  onRefine,
});
