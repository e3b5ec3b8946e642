/** The expenses module's public face: expenses and other income, with their categories. */
export { registerExpenseRoutes } from './routes.ts';
