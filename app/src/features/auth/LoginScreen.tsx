import type { ReactElement } from 'react';
import { AuthScreen } from './AuthScreen.tsx';

/** /login: e-mail, then the code (SPEC §2, §4). */
export default function LoginScreen(): ReactElement {
  return <AuthScreen mode="login" />;
}
