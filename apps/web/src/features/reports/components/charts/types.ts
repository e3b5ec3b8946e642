/** The shapes the lazily loaded chart takes (kept apart so pages import no chart code). */
export interface ChartSeries {
  key: string;
  label: string;
  /** A colour of the report CSS (`var(--chart-1)` …), so the chart follows the theme. */
  color: string;
  type: 'bar' | 'line';
}

export interface ChartPoint {
  /** The bucket as a person reads it (the x axis). */
  label: string;
  /** Each series' value to draw, and its exact text for the tooltip. */
  values: Record<string, { n: number; text: string }>;
}

export interface SeriesChartProps {
  title: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** The y axis' short money ("৳১২ হা"). */
  axisMoney: (n: number) => string;
  testId?: string;
}
