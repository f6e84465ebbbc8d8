import { z } from 'zod';

/** A post style choice (SPEC §3 "Style option"). The first one is the default (E-Commerce). */
export const styleOption = z.object({ value: z.string(), label: z.string() });
export type StyleOption = z.infer<typeof styleOption>;

/** GET /api/styles → { success, styles } */
export const stylesResponse = z.object({ success: z.literal(true), styles: z.array(styleOption) });
export type StylesResponse = z.infer<typeof stylesResponse>;
