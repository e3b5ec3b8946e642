import { withTexts } from '@/shared/lib/i18n';

const PRODUCTS = ['products'];

/** The catalogue's pages, with their texts (the labels page prints with the books' words too). */
export const PAGES = {
  list: withTexts(PRODUCTS, () => import('./pages/ProductListPage')),
  add: withTexts(PRODUCTS, () => import('./pages/AddProductPage')),
  labels: withTexts([...PRODUCTS, 'books'], () => import('./pages/LabelsPage')),
  import: withTexts(PRODUCTS, () => import('./pages/ImportProductsPage')),
  edit: withTexts(PRODUCTS, () => import('./pages/EditProductPage')),
};
