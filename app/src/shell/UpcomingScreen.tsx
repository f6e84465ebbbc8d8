import { EmptyState, Icons, LinkButton, PageHeader } from '@plume/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';

export type UpcomingScreenProps = { title: string; description: string };

/** The shell of a screen that a later issue builds: its header and an honest note. */
export function UpcomingScreen({ title, description }: UpcomingScreenProps): ReactElement {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={<Icons.Sparkles size="lg" />}
        title="This screen is being built"
        description="It arrives in an upcoming release. Meanwhile, the guide explains how it will work."
        action={
          <LinkButton href="/how-to-use" variant="secondary" onNavigate={(href) => navigate(href)}>
            Read the guide
          </LinkButton>
        }
      />
    </>
  );
}
