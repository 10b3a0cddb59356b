import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['up', 'down']),
  version: z.string(),
  time: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgresql']),
    status: z.enum(['up', 'down']),
    version: z.string().optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthSchema>;
