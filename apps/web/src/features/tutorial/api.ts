import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TUTORIAL_GUIDES } from '@dokani/contracts/tutorial';
import type { TutorialGuideKey } from '@dokani/contracts/tutorial';
import { api } from '@/shared/lib/http';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { tutorialKeys } from './keys';

/** The guides and which the user has followed (`enabled` false: not asked for). */
export function useTutorialProgress(enabled = true) {
  return useQuery({ queryKey: tutorialKeys.progress, queryFn: ({ signal }) => api('GET /me/tutorial', { signal }), enabled });
}

/** Marks a guide followed (`done`) or not. */
export function useMarkGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guide, done }: { guide: TutorialGuideKey; done: boolean }) =>
      api(done ? 'PUT /me/tutorial/:guide' : 'DELETE /me/tutorial/:guide', { params: { guide } }),
    onSuccess: (progress) => qc.setQueryData(tutorialKeys.progress, progress),
  });
}

/** The guides the user's role in this shop can follow (a cashier is not taught to add staff), in order. */
export function useGuidesForMe() {
  const features = useShopFeatures();
  return TUTORIAL_GUIDES.filter((g) => allows(features, g.feature));
}

/** Where a guide's picture is: made from the real screen by e2e/tutorial-pictures.ts, in the reader's language. */
export function pictureOf(guide: TutorialGuideKey, lang: string): string {
  return `/tutorial/${guide}-${lang === 'en' ? 'en' : 'bn'}.webp`;
}
