/** The app training module's public face: its routes (a user's progress through the guides). */
export { registerTutorialRoutes } from './tutorial.routes.ts';
