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
