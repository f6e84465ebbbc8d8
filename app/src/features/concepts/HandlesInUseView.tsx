import { Alert, Badge, Heading, Inline, LinkButton, Stack } from '@plume/ui';
import type { ReactElement } from 'react';
import { platformLabel } from '../../../../edge/contract/handles.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';

export type HandlesInUseViewProps = {
  handles: readonly Handle[];
  related: readonly Handle[];
  /** Follows the Edit handles link inside the app. */
  onNavigate: (href: string) => void;
};

const EDIT_HREF = '/user-info/true';

/**
 * The handles a run builds concepts from, shown before the run with a link to edit them, so a person
 * knows what they pay for: the profile's own and related handles. With none, the run cannot start and the
 * screen says where to add them.
 */
export function HandlesInUseView({ handles, related, onNavigate }: HandlesInUseViewProps): ReactElement {
  const edit = (
    <LinkButton href={EDIT_HREF} size="sm" variant="secondary" onNavigate={onNavigate}>
      Edit handles
    </LinkButton>
  );
  if (handles.length === 0 && related.length === 0) {
    return (
      <Alert tone="info" action={edit}>
        Concepts are built from your handles. Add at least one (yours or a related one) to your profile.
      </Alert>
    );
  }
  const list = (label: string, items: readonly Handle[]) =>
    items.length > 0 ? (
      <Inline space="sm" alignY="center">
        <span>{label}</span>
        <Inline component="ul" space="sm" alignY="center" aria-label={label}>
          {items.map((h) => (
            <li key={`${h.type}:${h.reference}`}>
              <Badge tone="neutral">{`${h.reference} · ${platformLabel(h.type)}`}</Badge>
            </li>
          ))}
        </Inline>
      </Inline>
    ) : null;
  return (
    <Stack component="section" space="sm" aria-labelledby="concept-handles-heading">
      <Heading level="2" id="concept-handles-heading">
        Handles used
      </Heading>
      <Inline space="sm" alignY="center">
        {list('Your handles', handles)}
        {list('Related handles', related)}
        {edit}
      </Inline>
    </Stack>
  );
}
