import { type KeyboardEvent, type ReactElement, type ReactNode, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { tab, tablist } from './Tabs.css.ts';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string = string> {
  /** The tabs in order, each a key and a label. */
  items: readonly TabItem<K>[];
  /** The key of the selected tab (controlled). */
  value: K;
  /** Called with the key of the tab chosen (click, arrow keys, Home, End). */
  onChange: (key: K) => void;
  /** Accessible name of the tablist. */
  label: string;
  /** Prefix for the tab and panel ids; render the panel with `tabPanelProps(idPrefix, value)`. */
  idPrefix: string;
  /** Extra class for layout. */
  className?: string;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;

/** Props for the single panel the selected tab controls. */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    id: `${idPrefix}-panel`,
    role: 'tabpanel',
    'aria-labelledby': tabId(idPrefix, value),
    tabIndex: 0,
  } as const;
}

/**
 * WAI-ARIA tabs with automatic activation: Arrow keys, Home and End move focus and select;
 * only the selected tab is in the tab order (roving tabindex).
 */
export function Tabs<K extends string = string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  className,
}: TabsProps<K>): ReactElement {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === value);
    if (index < 0 || items.length === 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    refs.current.get(item.key)?.focus();
    if (item.key !== value) onChange(item.key);
  };

  return (
    <div role="tablist" aria-label={label} className={cx(tablist, className)} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={selected}
            aria-controls={selected ? `${idPrefix}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            className={tab({ selected })}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
