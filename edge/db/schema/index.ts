/**
 * The one schema (ARCHITECTURE §4), a file per domain. Change a file, then `npm run db:generate` to
 * add a migration (drizzle-kit reads this whole folder; see edge/db/drizzle.config.ts). Code imports
 * the tables from here, so a table can move between files without touching its readers.
 */
export * from './activity.ts';
export * from './content.ts';
export * from './generation.ts';
export * from './handle-examples.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './payments.ts';
export * from './posts.ts';
export * from './sources.ts';
export * from './support.ts';
export * from './users-auth.ts';
export * from './wallet.ts';
