import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function VideoCaptioningScreen(): ReactElement {
  return <UpcomingScreen title="Video Captioning" description="Captions for your videos — coming soon." />;
}
