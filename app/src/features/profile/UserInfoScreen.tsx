import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

/** /user-info and /user-info/:check — check 'true' opens edit mode (SPEC §2). */
export default function UserInfoScreen(): ReactElement {
  const { check } = useParams();
  return (
    <UpcomingScreen
      title={check === 'true' ? 'Edit User Info' : 'User Info'}
      description="The profile that feeds every generation: who you are, who you write for, your handles."
    />
  );
}
