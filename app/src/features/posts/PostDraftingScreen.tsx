import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function PostDraftingScreen(): ReactElement {
  return (
    <UpcomingScreen
      title="Post Drafting"
      description="Ready-to-post drafts from your images, a style and optional details."
    />
  );
}
