/** Query keys of app training's progress (GET /me/tutorial): the user's, whichever shop. */
export const tutorialKeys = {
  progress: ['tutorial', 'progress'] as const,
};
