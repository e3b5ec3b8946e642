import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppRoutes } from './AppRoutes';
import { Providers } from './providers';
import { routes } from './routes';

/**
 * The whole app under a router: drawn by main.tsx in the browser (BrowserRouter) and, at build
 * time, by prerender.tsx for the sign-in page (a MemoryRouter at /auth). One tree for both, so the
 * drawing the browser receives is what the app hydrates.
 */
export function App({ router: Router }: { router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Providers>
        <Router>
          <AppRoutes routes={routes} />
        </Router>
      </Providers>
    </StrictMode>
  );
}
