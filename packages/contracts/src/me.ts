import { z } from 'zod';
import { userSchema } from './common.ts';
import { shopSchema } from './shops.ts';

export const meAnswer = z.object({ user: userSchema, shops: z.array(shopSchema) });
export type MeAnswer = z.infer<typeof meAnswer>;

export const healthAnswer = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
