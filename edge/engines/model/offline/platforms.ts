import { platformLabel } from '../../../contract/handles.ts';

/**
 * What each platform rewards, so the offline drafts are shaped for where they will be posted
 * (a thread on X, a carousel on Instagram, a document post on LinkedIn).
 */
export interface PlatformNotes {
  label: string;
  /** The format a post there usually takes. */
  format: string;
  /** Where the hook must land. */
  hook: string;
  /** How to end the post. */
  callToAction: string;
  maxHashtags: number;
}

const notes: Record<string, Omit<PlatformNotes, 'label'>> = {
  instagram: {
    format: 'a 5-slide carousel or a 20–30 second Reel',
    hook: 'the first slide or the first second of the Reel',
    callToAction: 'Save this for later and share it with someone who needs it.',
    maxHashtags: 5,
  },
  tiktok: {
    format: 'a 30–45 second vertical video with on-screen captions',
    hook: 'the first two seconds',
    callToAction: 'Follow for part two, and tell me in the comments what to cover next.',
    maxHashtags: 4,
  },
  youtube: {
    format: 'a Short under 60 seconds, or a 6–8 minute video with chapters',
    hook: 'the first 15 seconds and the thumbnail',
    callToAction: 'Subscribe and comment with your questions; the best ones get their own video.',
    maxHashtags: 3,
  },
  x: {
    format: 'a thread of 4–6 posts, each under 280 characters',
    hook: 'the first post, which must stand alone',
    callToAction: 'Repost the first post if this was useful.',
    maxHashtags: 2,
  },
  linkedin: {
    format: 'a text post of 150–250 words, or a PDF carousel',
    hook: 'the first two lines, before "see more"',
    callToAction: 'What would you add? Share your experience in the comments.',
    maxHashtags: 3,
  },
  facebook: {
    format: 'a post with one strong photo, or a short native video',
    hook: 'the first sentence',
    callToAction: 'Share this with a friend who would enjoy it.',
    maxHashtags: 2,
  },
  threads: {
    format: 'a short conversational post, with a follow-up reply for details',
    hook: 'the opening line',
    callToAction: 'Reply with your take.',
    maxHashtags: 1,
  },
  bluesky: {
    format: 'a short thread of 2–4 posts, each under 300 characters',
    hook: 'the first post',
    callToAction: 'Reply with your take, or repost if it helped.',
    maxHashtags: 2,
  },
  mastodon: {
    format: 'a post under 500 characters with CamelCase hashtags and image descriptions',
    hook: 'the first line (and a content warning if the topic needs one)',
    callToAction: 'Boost if this was useful.',
    maxHashtags: 3,
  },
  pinterest: {
    format: 'a vertical 2:3 pin with a keyword-rich title and description',
    hook: 'the pin image and its title text',
    callToAction: 'Save this pin to your board.',
    maxHashtags: 5,
  },
};

const general: Omit<PlatformNotes, 'label'> = {
  format: 'a short post with one image',
  hook: 'the first line',
  callToAction: 'Tell me what you think in the comments.',
  maxHashtags: 3,
};

export function platformNotes(type: string | undefined): PlatformNotes {
  if (!type) return { label: 'your channels', ...general };
  return { label: platformLabel(type), ...(notes[type] ?? general) };
}
