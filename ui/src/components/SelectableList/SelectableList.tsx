import type { ReactElement, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Box } from '../Box/Box.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './SelectableList.css.ts';

export interface SelectableListItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
}

export interface SelectableListProps {
  /** Accessible name of the list. */
  label: string;
  /** The entries, each an id, a title and an optional description. */
  items: readonly SelectableListItem[];
  /** The id of the entry shown in the detail panel beside the list. */
  selectedId?: string | null;
  /** Called with an entry's id when it is chosen. */
  onSelect: (id: string) => void;
  /**
   * Shows `skeletonCount` skeleton rows in place of the entries.
   * @default false
   */
  loading?: boolean;
  /**
   * How many skeleton rows show while loading.
   * @default 5
   */
  skeletonCount?: number;
  /**
   * Shown when there are no entries.
   * @default 'Nothing here yet.'
   */
  emptyText?: string;
  /**
   * Announced while loading.
   * @default 'Loading…'
   */
  loadingLabel?: string;
}

/**
 * A master list (FAQ questions, how-to topics): each entry is a button; the selected one is
 * marked with aria-pressed and aria-current so both the state and "this one is shown" are announced.
 */
export function SelectableList({
  label,
  items,
  selectedId,
  onSelect,
  loading = false,
  skeletonCount = 5,
  emptyText = 'Nothing here yet.',
  loadingLabel = 'Loading…',
}: SelectableListProps): ReactElement {
  if (loading) {
    return (
      <div aria-busy="true" data-loading="">
        <span role="status" className={visuallyHidden}>
          {loadingLabel}
        </span>
        <Stack component="ul" space="xs" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={s.skeletonItem}>
              <Skeleton width={index % 2 === 0 ? '78%' : '64%'} />
              <Skeleton width="42%" height="0.625rem" />
            </li>
          ))}
        </Stack>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className={s.empty}>{emptyText}</p>;
  }
  return (
    <Stack component="ul" space="xs" aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={s.option({ selected })}
              aria-pressed={selected}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <Box component="span" display="flex" flexDirection="column" gap="xxs" flexGrow={1} minWidth={0}>
                <Box component="span" fontSize="md" fontWeight="semibold" lineHeight="snug">
                  {item.title}
                </Box>
                {item.description ? <span className={s.description}>{item.description}</span> : null}
              </Box>
              <Icons.ChevronRight size="sm" className={s.chevron({ selected })} />
            </button>
          </li>
        );
      })}
    </Stack>
  );
}
