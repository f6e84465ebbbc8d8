/** The sidebar's items (SPEC §1), in order. Icons are chosen by the shell. */
export const navItems = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { key: 'user-info', label: 'User Info', href: '/user-info' },
  { key: 'concept-generation', label: 'Concept Generation', href: '/concept-generation' },
  { key: 'post-generation', label: 'Post Drafting', href: '/post-generation' },
  { key: 'media-captioning', label: 'Video Captioning', href: '/media-captioning' },
  { key: 'how-to-use', label: 'How to use', href: '/how-to-use' },
  { key: 'help-and-support', label: 'Help and support', href: '/help-and-support' },
] as const;

export type NavKey = (typeof navItems)[number]['key'];

/** The active item is chosen by the current path, by prefix: /user-info/true highlights User Info. */
export function isActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
