/** The categories module's public face. */
export { registerCategoryRoutes } from './categories.routes.ts';
export { findByName as findCategoryByName, findCategories, insertCategory } from './categories.repo.ts';
export { isCategoryNameRace } from './categories.service.ts';
