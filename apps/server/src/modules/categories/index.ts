/** The categories module's public face. */
export { registerCategoryRoutes } from './categories.routes.ts';
export { findByName as findCategoryByName, findCategories, insertCategory } from './categories.repo.ts';
export { isCategoryNameRace } from './categories.service.ts';
// Use cases the demo seed writes with (src/demo/seed.ts).
export { createCategory } from './categories.service.ts';
