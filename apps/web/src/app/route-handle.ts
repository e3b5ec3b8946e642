import type { RouteObject } from 'react-router';

/** Route metadata. */
export interface RouteHandle {
  /**
   * The page's title: a key of `nav` (`sell`, `reports.stock`), or a key with its namespace
   * (`auth:title.signIn`) for the sign-in steps, whose page does not download `nav`.
   */
  titleKey?: string;
  /**
   * The rest of the address is drawn by a route table fetched with its code (page-routes.tsx):
   * its pages name their titles, and preloading goes on into it.
   */
  nested?: () => Promise<RouteObject[]>;
}
