import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import type { ChartPoint, SeriesChartProps } from './types';

type Row = { label: string; point: ChartPoint } & Record<string, number | string | ChartPoint>;

/**
 * A report's series as bars and lines (recharts, loaded only with a page that shows a chart).
 * The figure is for the eye: the same numbers are in the report's table, so screen readers get
 * the caption and the table, not the drawing.
 */
export default function SeriesChart({ title, points, series, axisMoney, testId }: SeriesChartProps) {
  const rows: Row[] = points.map((p) => {
    const row: Row = { label: p.label, point: p };
    for (const s of series) row[s.key] = p.values[s.key]?.n ?? 0;
    return row;
  });

  const tooltip = ({ active, payload }: TooltipContentProps<ValueType, NameType>) => {
    const point = (payload?.[0]?.payload as Row | undefined)?.point;
    if (!active || !point) return null;
    return (
      <div className="rounded-md border border-border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
        <p className="font-semibold">{point.label}</p>
        {series.map((s) => (
          <p key={s.key} className="flex items-center gap-2 tabular-nums">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}: {point.values[s.key]?.text ?? ''}
          </p>
        ))}
      </div>
    );
  };

  return (
    <figure data-testid={testId} className="dk-chart dk-no-print m-0 print:hidden">
      <figcaption className="sr-only">{title}</figcaption>
      <div aria-hidden="true" className="h-60 w-full sm:h-72">
        <ComposedChart responsive accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} style={{ width: '100%', height: '100%' }}>
          <CartesianGrid stroke="var(--chart-grid)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: 'var(--chart-text)', fontSize: 12 }} tickLine={false} axisLine={{ stroke: 'var(--chart-grid)' }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis tickFormatter={axisMoney} tick={{ fill: 'var(--chart-text)', fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip content={tooltip} cursor={{ fill: 'var(--chart-grid)', opacity: 0.4 }} />
          <Legend itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)} wrapperStyle={{ fontSize: 13, color: 'var(--chart-text)' }} />
          {series.map((s) =>
            s.type === 'bar' ? (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            ) : (
              <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={points.length <= 14} type="monotone" isAnimationActive={false} />
            ),
          )}
        </ComposedChart>
      </div>
    </figure>
  );
}
