/**
 * App training (/tutorial): the guides for a shop's first days, each teaching one screen, and a
 * user's progress through them (kept per user, whichever shop they are in).
 */
import { z } from 'zod';
import type { FeatureKey } from './features.ts';

/** The guides, in the order a new shop meets them: each the screen it opens and the feature it needs. */
export const TUTORIAL_GUIDES = [
  { key: 'products', to: '/product/add', feature: 'products' },
  { key: 'first-sale', to: '/sell', feature: 'sell' },
  { key: 'due-book', to: '/due', feature: 'dues' },
  { key: 'expenses', to: '/expense', feature: 'expenses' },
  { key: 'printing', to: '/printer', feature: 'printer' },
  { key: 'staff', to: '/access-management', feature: 'access-management' },
  { key: 'online-shop', to: '/online-shop/settings', feature: 'online-shop' },
  { key: 'sms', to: '/sms', feature: 'sms' },
] as const satisfies readonly { key: string; to: string; feature: FeatureKey }[];

export const TUTORIAL_GUIDE_KEYS = TUTORIAL_GUIDES.map((g) => g.key) as [TutorialGuideKey, ...TutorialGuideKey[]];
export type TutorialGuideKey = (typeof TUTORIAL_GUIDES)[number]['key'];

export const tutorialGuideParams = z.object({ guide: z.enum(TUTORIAL_GUIDE_KEYS, { message: 'validation.invalidValue' }) }).strict();

export const tutorialProgressAnswer = z
  .object({
    /** Every guide, in order, with when the user followed it (null: not yet). */
    guides: z.array(z.object({ key: z.enum(TUTORIAL_GUIDE_KEYS), doneAt: z.iso.datetime({ offset: true }).nullable() })),
  })
  .meta({ id: 'TutorialProgress' });
export type TutorialProgress = z.infer<typeof tutorialProgressAnswer>;
