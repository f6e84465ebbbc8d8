/**
 * The export's file name, shared by the edge (Content-Disposition) and the SPA (the download's name).
 * Free of zod: the User Info screen imports it, and zod stays out of the SPA's bundle.
 */
export const exportFileName = (at: Date) => `plume-export-${at.toISOString().slice(0, 10)}.zip`;
