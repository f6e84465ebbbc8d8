import type { PlatformType } from '../../contract/handles.ts';
import { measureVariant, normaliseHashtags, rulesFor } from '../../contract/platforms.ts';
import type { Deps } from '../../deps.ts';
import { cleanStrings } from '../../engines/model/clean-text.ts';
import {
  type CreatorProfile,
  type DraftedVariant,
  draftedVariant,
  ModelError,
} from '../../engines/model/content-model.ts';
import { plainText } from './plain-text.ts';
import type { NewVariant } from './store.ts';

/**
 * The model's variants, made what the platforms take: one per platform asked for, in that order
 * (a missing one is invalid output, so the run is refunded), plain text, hashtags as words within
 * the platform's cap, a title only where the platform has one. Never cut silently: each variant is
 * measured, the ones over their limit go back to the model once ("fit this in N"), and one still
 * over is kept as it is; the screen shows it as "N over".
 */
export function shapeVariants(
  answer: readonly DraftedVariant[],
  platforms: readonly PlatformType[],
): NewVariant[] {
  return platforms.map((platform) => {
    const found = answer.find((v) => v.platform === platform);
    if (!found) throw new ModelError('invalid-output', `The model wrote no ${platform} variant.`);
    return shapeOne(found);
  });
}

function shapeOne(variant: DraftedVariant): NewVariant {
  const rules = rulesFor(variant.platform);
  const { text, hashtags: inText } = plainText(variant.text);
  if (text === '') throw new ModelError('invalid-output', `The ${variant.platform} variant is empty.`);
  const tags = normaliseHashtags([...variant.hashtags, ...inText]).map((tag) => tag.replace(/\s+/g, ''));
  return {
    platform: variant.platform,
    title: rules.titleLimit === null ? null : variant.title.trim() || null,
    text,
    hashtags: rules.hashtags.max === null ? tags : tags.slice(0, rules.hashtags.max),
  };
}

const overLimit = (v: NewVariant) => {
  if (v.platform === null) return null;
  const measured = measureVariant(v.platform, v);
  return measured.length > measured.limit ? measured : null;
};

/**
 * Sends every variant over its limit back once, in one call for all of them; a fitted variant
 * replaces its original only when it is shorter. A failed fit keeps the originals (the draft itself
 * succeeded and is paid for).
 */
export async function fitOverLimit(
  deps: Pick<Deps, 'model' | 'logger'>,
  profile: CreatorProfile,
  variants: NewVariant[],
): Promise<NewVariant[]> {
  const over = variants.flatMap((v, index) => {
    const measured = overLimit(v);
    return measured && v.platform ? [{ index, platform: v.platform, v, measured }] : [];
  });
  if (over.length === 0) return variants;
  let fitted: DraftedVariant[];
  try {
    fitted = cleanStrings(
      await deps.model.fitVariants({
        profile,
        variants: over.map(({ platform, v, measured }) => ({
          platform,
          title: v.title ?? '',
          text: v.text,
          hashtags: v.hashtags,
          ...measured,
        })),
      }),
    ).map((v) => draftedVariant.parse(v));
  } catch (error) {
    deps.logger.warn('fitting post variants failed; keeping them as drafted', { error: String(error) });
    return variants;
  }
  const result = [...variants];
  over.forEach(({ index, platform, measured }, i) => {
    const answer = fitted[i];
    if (!answer || answer.platform !== platform) return;
    const shaped = shapeOne(answer);
    const after = measureVariant(platform, shaped);
    if (after.length < measured.length) result[index] = shaped;
  });
  return result;
}

/** One alt text per image: what the model wrote, cleaned; a missing one is left empty to be written. */
export const shapeAltTexts = (answer: readonly string[], images: number): string[] =>
  Array.from({ length: images }, (_, i) => (answer[i] ?? '').replace(/\s+/g, ' ').trim());
