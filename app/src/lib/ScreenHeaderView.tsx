import { PageHeader } from '@plume/ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * The h1 and one-line description of each screen whose header never changes, in one place: the screen's
 * view renders it, and the build prerenders it into that route's page (app/prerender), so the header a
 * phone paints before any script has run is the very one the screen then shows.
 */
export const SCREEN_HEADERS = {
  dashboard: {
    title: 'Dashboard',
    description:
      "Your profile, what you made this month and before, your library and your account's latest news.",
  },
  conceptGeneration: {
    title: 'Concept Generation',
    description:
      'Five content concepts per run from your handles and related handles, split into Mainstream and Offstream.',
  },
  postDrafting: {
    title: 'Post Drafting',
    description:
      'Ready-to-post drafts from your images, a style and optional details, written for each platform you post to.',
  },
  videoCaptioning: {
    title: 'Video Captioning',
    description:
      'Captions for your videos, written in your voice. Coming soon: your captioned media is listed below.',
  },
  recharge: {
    title: 'Choose Your Plan',
    description:
      'One-time credit packages for your wallet, paid on a secure card page. Credit never expires.',
  },
  library: {
    title: 'Library',
    description:
      'Everything you have made and kept, newest first. Search titles and text, or show only what you saved.',
  },
  wallet: { title: 'Wallet', description: 'Your balance and every change to it, newest first.' },
  help: {
    title: 'Help Centre',
    description: 'Answers to the questions creators ask most, and a way to reach the Plume team.',
  },
  guide: {
    title: 'How to use',
    description: 'Every field and option of Plume, explained: what it does and how to get the most from it.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type ScreenKey = keyof typeof SCREEN_HEADERS;

export type ScreenHeaderViewProps = {
  screen: ScreenKey;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
};

/** A screen's PageHeader with its copy from SCREEN_HEADERS. */
export function ScreenHeaderView({ screen, actions }: ScreenHeaderViewProps): ReactElement {
  const { title, description } = SCREEN_HEADERS[screen];
  return <PageHeader title={title} description={description} actions={actions} />;
}
