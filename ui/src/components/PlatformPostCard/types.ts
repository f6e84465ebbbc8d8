import type { RefineChoice, RefineRequest } from '../RefineMenu/RefineMenu.tsx';
import type { SelectOption } from '../Select/Select.tsx';

/** What a platform would post of a variant: the text and its hashtag words (without #). */
export interface VariantText {
  text: string;
  hashtags: readonly string[];
}

/** One platform's version of a post, as the card shows it. */
export interface PlatformVariant extends VariantText {
  /** The platform's key ('instagram'): the tab's key and what the callbacks name. */
  platform: string;
  /** The platform's name on the tab ('Instagram'). */
  label: string;
  /** The pin title where the platform has one (Pinterest). */
  title?: string | null | undefined;
  /** Length of what would be posted, counted as the platform counts. */
  length: number;
  /** The platform's text limit. */
  limit: number;
  /** The title's limit (Pinterest 100); null or absent without a title. */
  titleLimit?: number | null | undefined;
  /** The platform's alt-text limit per image; null where it documents none. */
  altTextLimit: number | null;
  /** The model's first version, present once the variant was edited: offers Revert. */
  original?: (VariantText & { title?: string | null | undefined }) | undefined;
}

/** One image of the post with its alt text. */
export interface PlatformPostImage {
  url: string;
  altText: string;
  /** The model's alt text, present once it was edited: Revert restores it. */
  originalAltText?: string | undefined;
}

/** A saved correction: one variant's text, title and hashtags, and/or every image's alt text. */
export interface PostEdit {
  variant?: { platform: string; title?: string | undefined; text: string; hashtags: string[] };
  altTexts?: string[];
}

/** Refine on every tab: the menu's choices, languages and price, and the refine running now. */
export interface PostRefine {
  /** One refine's price in cents ('Refine · $0.05'); omitted while the costs load. */
  priceCents?: number | undefined;
  choices: readonly RefineChoice[];
  languages: readonly SelectOption[];
  defaultLanguage?: string | undefined;
  /** Rewrites `platform`'s variant; a promise that resolves closes the menu, a rejected one keeps it. */
  onRefine: (platform: string, request: RefineRequest) => unknown;
  /** The refine running on this post, if any: its tab's menu waits, the other tabs cannot start one. */
  busy?: { platform: string; instruction: string } | null | undefined;
}
