/** The support page (its texts are in the eager namespaces). */
export const PAGES = {
  contact: () => import('./pages/ContactSupportPage'),
};
