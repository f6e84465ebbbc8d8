import { EmptyState, Icons, LinkButton, PageHeader, PlumeBrand } from '@plume/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandRow, centred, narrow, row } from '../../shell/layout.css.ts';

export type SignInComingProps = { title: string; description: string };

/**
 * /login and /signup until the sign-in issue builds them: a page of its own (no shell, as the real
 * screens will be), an honest note, and the public screens to go to meanwhile.
 */
export function SignInComing({ title, description }: SignInComingProps): ReactElement {
  const navigate = useNavigate();
  const onNavigate = (href: string) => navigate(href);
  return (
    <main className={centred}>
      <div className={narrow}>
        <span className={brandRow}>
          <PlumeBrand />
        </span>
        <PageHeader title={title} description={description} />
        <EmptyState
          icon={<Icons.Sparkles size="lg" />}
          title="Sign-in is coming"
          description="E-mail codes, Google and Apple sign-in arrive in the next release. Until then the guide and the Help Centre are open to everyone."
          action={
            <div className={row}>
              <LinkButton href="/how-to-use" onNavigate={onNavigate} iconStart={<Icons.Book size="sm" />}>
                How to use Plume
              </LinkButton>
              <LinkButton
                href="/help-and-support"
                variant="secondary"
                onNavigate={onNavigate}
                iconStart={<Icons.Help size="sm" />}
              >
                Help and support
              </LinkButton>
            </div>
          }
        />
        <div className={row}>
          <LinkButton
            href="/"
            variant="ghost"
            onNavigate={onNavigate}
            iconStart={<Icons.ArrowLeft size="sm" />}
          >
            Back to home
          </LinkButton>
        </div>
      </div>
    </main>
  );
}
