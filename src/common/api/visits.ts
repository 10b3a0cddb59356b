import { z } from 'zod';

/** Spec §7 visitor count; the footer shows it (§2 Layout). */
export const visitCountSchema = z.object({ count: z.number().int().nonnegative() });
export type VisitCount = z.infer<typeof visitCountSchema>;
