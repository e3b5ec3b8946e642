/** The expenses module's public face: expenses and other income, with their categories. */
export { registerExpenseRoutes } from './routes.ts';
// What the reports read: the two books' table maps and their categories' names.
export { EXPENSES, INCOMES } from './books.ts';
export type { Book } from './books.ts';
export { categoryNames } from './categories.service.ts';
