import { Icons, type SidebarItem } from '@plume/ui';
import type { ReactNode } from 'react';
import { isActive, type NavKey, navItems } from '../session/nav.ts';

const icons: Record<NavKey, ReactNode> = {
  dashboard: <Icons.Dashboard />,
  'user-info': <Icons.User />,
  'concept-generation': <Icons.Bulb />,
  'post-generation': <Icons.Pencil />,
  'media-captioning': <Icons.Video />,
  'how-to-use': <Icons.Book />,
  'help-and-support': <Icons.Help />,
};

/** The sidebar's items of SPEC §1 with their icons, the one for `pathname` active. */
export function shellNavItems(pathname: string): SidebarItem[] {
  return navItems.map((item) => ({ ...item, icon: icons[item.key], active: isActive(item.href, pathname) }));
}
