import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { type IconVariants, icon } from './Icons.css.ts';

export interface IconProps {
  size?: IconVariants['size'];
  className?: string;
}

/**
 * The frame of a stroke icon on a 24-unit grid (Feather/Lucide style): round caps and joins in the
 * text colour. Always decorative: the control that holds an icon carries the accessible name.
 */
export function StrokeIcon({
  className,
  strokeWidth = 1.9,
  children,
  ...data
}: {
  className: string;
  strokeWidth?: number;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string }): ReactElement {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...data}
    >
      {children}
    </svg>
  );
}

function make(name: string, paths: ReactNode) {
  function IconComponent({ size, className }: IconProps): ReactElement {
    return (
      <StrokeIcon className={cx(icon({ size }), className)} data-icon={name}>
        {paths}
      </StrokeIcon>
    );
  }
  IconComponent.displayName = `Icons.${name}`;
  return IconComponent;
}

export const Icons = {
  Dashboard: make(
    'Dashboard',
    <>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </>,
  ),
  User: make(
    'User',
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
  ),
  Bulb: make(
    'Bulb',
    <>
      <path d="M9 18h6" />
      <path d="M10 22h4" />
      <path d="M15.1 14c.2-1 .7-1.7 1.5-2.5A6 6 0 1 0 6 8c0 1.3.5 2.6 1.5 3.5.8.8 1.3 1.5 1.5 2.5" />
    </>,
  ),
  Pencil: make(
    'Pencil',
    <>
      <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
      <path d="m15 5 4 4" />
    </>,
  ),
  Video: make(
    'Video',
    <>
      <path d="m16 13 5.2 3.5a.5.5 0 0 0 .8-.4V7.9a.5.5 0 0 0-.8-.4L16 11" />
      <rect x="2" y="6" width="14" height="12" rx="2" />
    </>,
  ),
  Book: make(
    'Book',
    <>
      <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />
      <path d="M9 7h6" />
    </>,
  ),
  Help: make(
    'Help',
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </>,
  ),
  Wallet: make(
    'Wallet',
    <>
      <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
      <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
    </>,
  ),
  Logout: make(
    'Logout',
    <>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
    </>,
  ),
  Copy: make(
    'Copy',
    <>
      <rect x="8" y="8" width="14" height="14" rx="2" />
      <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
    </>,
  ),
  Close: make(
    'Close',
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>,
  ),
  Search: make(
    'Search',
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.3-4.3" />
    </>,
  ),
  Check: make('Check', <path d="M20 6 9 17l-5-5" />),
  Info: make(
    'Info',
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </>,
  ),
  Alert: make(
    'Alert',
    <>
      <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3Z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </>,
  ),
  Download: make(
    'Download',
    <>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m7 10 5 5 5-5" />
      <path d="M12 15V3" />
    </>,
  ),
  Trash: make(
    'Trash',
    <>
      <path d="M3 6h18" />
      <path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />
      <path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
    </>,
  ),
  ArrowLeft: make(
    'ArrowLeft',
    <>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </>,
  ),
  ChevronLeft: make('ChevronLeft', <path d="m15 18-6-6 6-6" />),
  ChevronRight: make('ChevronRight', <path d="m9 18 6-6-6-6" />),
  Menu: make(
    'Menu',
    <>
      <path d="M4 6h16" />
      <path d="M4 12h16" />
      <path d="M4 18h16" />
    </>,
  ),
  Plus: make(
    'Plus',
    <>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </>,
  ),
  Sparkles: make(
    'Sparkles',
    <>
      <path d="M9.9 15.5A2 2 0 0 0 8.5 14l-6.1-1.6a.5.5 0 0 1 0-1L8.5 9.9A2 2 0 0 0 9.9 8.5l1.6-6.1a.5.5 0 0 1 1 0l1.6 6.1a2 2 0 0 0 1.4 1.4l6.1 1.6a.5.5 0 0 1 0 1L15.5 14a2 2 0 0 0-1.4 1.4l-1.6 6.1a.5.5 0 0 1-1 0Z" />
      <path d="M20 3v4" />
      <path d="M22 5h-4" />
    </>,
  ),
  Feather: make(
    'Feather',
    <>
      <path d="M20.2 12.2a6 6 0 0 0-8.5-8.5L5 10.5V19h8.5Z" />
      <path d="M16 8 2 22" />
      <path d="M17.5 15H9" />
    </>,
  ),
  Inbox: make(
    'Inbox',
    <>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z" />
    </>,
  ),
  ExternalLink: make(
    'ExternalLink',
    <>
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </>,
  ),
  Bookmark: make('Bookmark', <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z" />),
  BookmarkCheck: make(
    'BookmarkCheck',
    <>
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z" />
      <path d="m9 10 2 2 4-4" />
    </>,
  ),
  ImagePlus: make(
    'ImagePlus',
    <>
      <path d="M16 5h6" />
      <path d="M19 2v6" />
      <path d="M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
      <circle cx="9" cy="9" r="2" />
    </>,
  ),
  Link: make(
    'Link',
    <>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7.1-7.1l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7.1 7.1l1.7-1.7" />
    </>,
  ),
  Cpu: make(
    'Cpu',
    <>
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <rect x="9" y="9" width="6" height="6" rx="1" />
      <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
    </>,
  ),
} as const;

export type IconName = keyof typeof Icons;
