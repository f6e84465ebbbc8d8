/**
 * What the Library lists (`/library?kind=`, `/library/{kind}/{id}`). Zod-free, so the SPA's screens can
 * check a kind from the URL without pulling the validator into their chunk (app/bundle-boundary.test.ts).
 */
export const libraryKinds = ['concepts', 'posts'] as const;
export type LibraryKind = (typeof libraryKinds)[number];
export const isLibraryKind = (value: unknown): value is LibraryKind =>
  (libraryKinds as readonly unknown[]).includes(value);
