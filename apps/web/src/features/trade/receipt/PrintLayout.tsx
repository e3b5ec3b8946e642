import { Outlet } from 'react-router';
import { QueryProvider } from '@/shared/lib/query-provider';

/** The print pages' bare layout: no sidebar, no header, only the server data they need. */
export default function PrintLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
