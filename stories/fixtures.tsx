import { Icons, type SidebarItem } from '../ui/src/index.ts';

/** SPEC §1: the sidebar's items, in order. */
export function navItems(activeHref: string): SidebarItem[] {
  return [
    { key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <Icons.Dashboard /> },
    { key: 'user-info', label: 'User Info', href: '/user-info', icon: <Icons.User /> },
    { key: 'concepts', label: 'Concept Generation', href: '/concept-generation', icon: <Icons.Bulb /> },
    { key: 'posts', label: 'Post Drafting', href: '/post-generation', icon: <Icons.Pencil /> },
    { key: 'video', label: 'Video Captioning', href: '/media-captioning', icon: <Icons.Video /> },
    { key: 'how-to-use', label: 'How to use', href: '/how-to-use', icon: <Icons.Book /> },
    { key: 'help', label: 'Help and support', href: '/help-and-support', icon: <Icons.Help /> },
  ].map((item) => ({ ...item, active: item.href === activeHref }));
}

export const faqs = [
  {
    id: 'what-is-plume',
    title: 'What is Plume?',
    description: 'An AI assistant that turns your profile into concepts and posts.',
    answer:
      'Plume is an AI content assistant for **creators and small businesses**.\n\nIt reads your profile and handles, then drafts:\n\n- content *concepts* (5 per run)\n- ready-to-post *captions* from your images',
  },
  {
    id: 'how-does-billing-work',
    title: 'How does billing work?',
    description: 'Prepaid wallet, one-time packages, credit never expires.',
    answer: 'You top up a **prepaid wallet** with a one-time package. Each run is deducted from the balance.',
  },
  {
    id: 'which-images',
    title: 'Which image types can I upload?',
    description: 'JPEG, JPG, PNG and WebP.',
    answer: 'Post Drafting accepts `JPEG`, `JPG`, `PNG` and `WebP` images.',
  },
  {
    id: 'data',
    title: 'Is my data used to train models?',
    answer: 'No. Your profile and uploads are only used to generate **your** content.',
  },
];
