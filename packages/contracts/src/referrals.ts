/** Refer and invite: a user's own referral code and how many people joined through it. */
import { z } from 'zod';

export const referralAnswer = z
  .object({
    /** Short and unambiguous (no 0/O, 1/I/L); the invite link is `<origin>/auth?ref=<code>`. */
    code: z.string(),
    /** People who signed up through the code. */
    joined: z.number().int(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralAnswer>;
