import { z } from 'zod';

export const demoDataStates = ['loading', 'ready', 'failed'] as const;
export type DemoDataState = (typeof demoDataStates)[number];

export const healthSchema = z.object({
  status: z.enum(['up', 'down']),
  version: z.string(),
  time: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgresql']),
    status: z.enum(['up', 'down']),
    version: z.string().optional(),
  }),
  /**
   * Demo mode only: whether the demo data (decision 011) is still loading in the background.
   * Lists fill in as it loads; "ready" once every file is in (the browser suite waits for it).
   */
  demoData: z.enum(demoDataStates).optional(),
});
export type HealthResponse = z.infer<typeof healthSchema>;
