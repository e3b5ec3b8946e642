/** The expenses module's public face: expenses and other income, with their categories. */
export { registerExpenseRoutes } from './expenses.routes.ts';
// What the reports read: the two books' table maps and their categories' names.
export { EXPENSES, INCOMES } from './books.ts';
export type { Book } from './books.ts';
export { categoryName, categoryNames } from './categories.service.ts';
// The month summary the expense and income reports read (and the rebuild keeps whole).
export { bookEntryRows, rebuildBookMonths } from './book-months.ts';
// Use cases the demo seed writes with (src/demo/seed.ts).
export { listCategories as listCashbookCategories } from './categories.service.ts';
export { createEntry } from './entries.service.ts';
// An expense another use case writes in its own transaction (a money transfer's fee).
export { addExpenseIn } from './entries.service.ts';
