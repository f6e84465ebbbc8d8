import type { ReactElement } from 'react';
import { SignInComing } from './SignInComing.tsx';

export default function SignupScreen(): ReactElement {
  return (
    <SignInComing
      title="Create your Plume account"
      description="Turn your handles, images and ideas into ready-to-post content."
    />
  );
}
