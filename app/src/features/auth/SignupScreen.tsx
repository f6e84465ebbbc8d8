import type { ReactElement } from 'react';
import { AuthScreen } from './AuthScreen.tsx';

/** /signup: e-mail, the code, then the welcome step (SPEC §2, §4). */
export default function SignupScreen(): ReactElement {
  return <AuthScreen mode="signup" />;
}
