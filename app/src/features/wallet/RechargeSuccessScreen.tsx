import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function RechargeSuccessScreen(): ReactElement {
  return <UpcomingScreen title="Recharge" description="The result of your wallet recharge." />;
}
