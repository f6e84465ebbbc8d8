import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function RechargeScreen(): ReactElement {
  return (
    <UpcomingScreen
      title="Choose Your Plan"
      description="One-time credit packages for your wallet. Credit never expires."
    />
  );
}
