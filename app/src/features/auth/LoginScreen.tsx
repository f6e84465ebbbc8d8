import type { ReactElement } from 'react';
import { SignInComing } from './SignInComing.tsx';

export default function LoginScreen(): ReactElement {
  return <SignInComing title="Log in to Plume" description="Welcome back. Sign in with your e-mail." />;
}
