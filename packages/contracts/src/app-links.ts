/** The links the app's settings show to the world outside it, as the server is configured (null when not). */
import { z } from 'zod';

export const appLinksAnswer = z
  .object({
    community: z.string().nullable(),
    help: z.string().nullable(),
    mobileApp: z.string().nullable(),
  })
  .meta({ id: 'AppLinks' });
export type AppLinks = z.infer<typeof appLinksAnswer>;
