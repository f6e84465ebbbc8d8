import { Stack } from '@plume/ui';
import type { ReactElement, ReactNode } from 'react';
import { ScreenHeaderView, type ScreenHeaderViewProps } from './ScreenHeaderView.tsx';

export type ScreenViewProps = ScreenHeaderViewProps & {
  /** The screen's content, under its header. */
  children?: ReactNode;
};

/** A screen as every screen is laid out: its header, then its content, one large gap apart. */
export function ScreenView({ screen, actions, children }: ScreenViewProps): ReactElement {
  return (
    <Stack space="lg">
      <ScreenHeaderView screen={screen} actions={actions} />
      {children}
    </Stack>
  );
}
