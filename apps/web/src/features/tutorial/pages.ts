import { withTexts } from '@/shared/lib/i18n';

/** App training's pages (/tutorial, /tutorial/:guide), with their texts. */
export const PAGES = {
  list: withTexts(['tutorial'], () => import('./pages/TutorialPage')),
  guide: withTexts(['tutorial'], () => import('./pages/GuidePage')),
};
