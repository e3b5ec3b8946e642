import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's data router: every route of the spec, lazy-loaded, with error screens per group. */
export const router = createBrowserRouter(routes);
