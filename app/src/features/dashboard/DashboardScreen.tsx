import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function DashboardScreen(): ReactElement {
  return (
    <UpcomingScreen
      title="Dashboard"
      description="Your profile completion, monthly usage, content library and recent activity."
    />
  );
}
