import { lazy, Suspense } from 'react';
import { Skeleton } from '@/shared/ui/skeleton';
import type { SeriesChartProps } from './charts/types';

export type { ChartPoint, ChartSeries } from './charts/types';

// The chart library (Chart.js, decision 0007) comes only when a report draws a chart, after the
// page itself is up.
const LazySeriesChart = lazy(() => import('./charts/SeriesChart'));

/** A report's chart, loaded on demand (the page's own code stays small). */
export function SeriesChart(props: SeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton data-testid="chart-loading" className="dk-no-print h-60 w-full print:hidden sm:h-72" />}>
      <LazySeriesChart {...props} />
    </Suspense>
  );
}
