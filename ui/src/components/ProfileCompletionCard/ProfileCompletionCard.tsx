import type { ReactElement } from 'react';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as s from './ProfileCompletionCard.css.ts';

export interface ProfileCompletionCardProps {
  /** Profile completion, 0–100 (SPEC §3). */
  value: number;
  /** Where Edit Profile goes (SPEC §2: /user-info/true, the profile in edit mode). */
  editHref: string;
  /** Client-side routing for Edit Profile (plain left-clicks only). */
  onNavigate?: NavigateHandler;
}

/** The dashboard's profile-completion bar with its Edit Profile button (SPEC §2 /dashboard). */
export function ProfileCompletionCard({
  value,
  editHref,
  onNavigate,
}: ProfileCompletionCardProps): ReactElement {
  const complete = value >= 100;
  return (
    <section className={s.card} aria-label="Profile completion">
      <div className={s.main}>
        <ProgressBar label="Profile completion" value={value} />
        <p className={s.hint}>
          {complete
            ? 'Your profile is complete: every concept and post starts from it.'
            : 'The more Plume knows about you, the more your concepts and posts sound like you.'}
        </p>
      </div>
      <LinkButton
        href={editHref}
        variant={complete ? 'secondary' : 'primary'}
        iconStart={<Icons.Pencil size="sm" />}
        onNavigate={onNavigate}
      >
        Edit Profile
      </LinkButton>
    </section>
  );
}
