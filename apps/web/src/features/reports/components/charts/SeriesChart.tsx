import { useEffect, useRef, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type TooltipModel,
} from 'chart.js';
import type { ChartSeries, SeriesChartProps } from './types';

// Only what a report draws: bars, lines (with points), a category x axis, a linear y axis, the
// legend and the tooltip (decision 0007). Everything else of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The tooltip to show: which point, and where (px from the drawing's top left). */
interface Tip {
  index: number;
  x: number;
  width: number;
}

/** A colour as the canvas needs it: `var(--chart-1)` read from the figure's CSS (the theme's). */
function resolveColor(el: Element, color: string): string {
  const v = /^var\((--[\w-]+)\)$/.exec(color.trim());
  if (!v?.[1]) return color;
  return getComputedStyle(el).getPropertyValue(v[1]).trim() || '#888888';
}

function config(el: HTMLElement, props: SeriesChartProps, onTip: (tip: Tip | null) => void): ChartConfiguration<'bar' | 'line', number[], string> {
  const { points, series, axisMoney } = props;
  const style = getComputedStyle(el);
  const grid = resolveColor(el, 'var(--chart-grid)');
  const text = resolveColor(el, 'var(--chart-text)');
  // The page's font (Noto Sans Bengali), so Bangla digits on the axes look like the rest.
  const font = { family: style.fontFamily, size: 12 };
  const data = (s: ChartSeries) => points.map((p) => p.values[s.key]?.n ?? 0);
  return {
    type: 'bar',
    data: {
      labels: points.map((p) => p.label),
      datasets: series.map((s, i) => {
        const color = resolveColor(el, s.color);
        return s.type === 'bar'
          ? { type: 'bar' as const, label: s.label, data: data(s), backgroundColor: color, borderRadius: { topLeft: 3, topRight: 3 }, maxBarThickness: 36, order: 1 + i }
          : {
              type: 'line' as const,
              label: s.label,
              data: data(s),
              borderColor: color,
              backgroundColor: color,
              borderWidth: 2,
              cubicInterpolationMode: 'monotone' as const,
              pointRadius: points.length <= 14 ? 3 : 0,
              pointHoverRadius: 4,
              // Lines are drawn over the bars (a lower order is drawn later).
              order: -series.length + i,
            };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      layout: { padding: { top: 8, right: 8 } },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { grid: { display: false }, border: { color: grid }, ticks: { color: text, font, maxRotation: 0, autoSkipPadding: 12 } },
        y: {
          grid: { color: grid },
          border: { display: false, dash: [3, 3] },
          ticks: { color: text, font, maxTicksLimit: 6, callback: (v) => axisMoney(Number(v)) },
        },
      },
      plugins: {
        legend: {
          position: 'bottom',
          // The legend explains the colours; it does not hide series (as before).
          onClick: () => undefined,
          labels: { color: text, font: { ...font, size: 13 }, boxWidth: 12, boxHeight: 12, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) },
        },
        // The tooltip is HTML (below), with the formatted texts of the points, not canvas text.
        tooltip: {
          enabled: false,
          external: ({ chart, tooltip }: { chart: Chart; tooltip: TooltipModel<'bar' | 'line'> }) => {
            const index = tooltip.dataPoints?.[0]?.dataIndex;
            onTip(tooltip.opacity === 0 || index === undefined ? null : { index, x: tooltip.caretX, width: chart.width });
          },
        },
      },
    },
  };
}

/**
 * A report's series as bars and lines (Chart.js on a canvas, loaded only with a page that shows
 * a chart). The figure is for the eye: it is one image with a short summary for screen readers;
 * the same numbers are in the report's table.
 */
export default function SeriesChart(props: SeriesChartProps) {
  const { title, points, series, testId } = props;
  const figure = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  // Pages pass new arrays and formatters on every render: draw again only when what is drawn
  // changes (the labels carry the language, so the axis' formatter changes with them).
  const latest = useRef(props);
  latest.current = props;
  const drawn = JSON.stringify([points, series]);

  useEffect(() => {
    const el = figure.current;
    const ctx = canvas.current?.getContext('2d');
    if (!el || !ctx) return; // no canvas (a test's DOM): the table has the numbers
    const onTip = (next: Tip | null) => setTip((prev) => (prev?.index === next?.index && prev?.x === next?.x && prev?.width === next?.width ? prev : next));
    let chart = new Chart(ctx, config(el, latest.current, onTip));
    // The colours come from the theme's CSS: draw again when the theme (the <html> class) changes,
    // and once the page's fonts are in (the canvas does not redraw itself for a late font).
    const redraw = () => {
      chart.destroy();
      chart = new Chart(ctx, config(el, latest.current, onTip));
    };
    const themes = new MutationObserver(redraw);
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    let live = true;
    void document.fonts?.ready.then(() => live && redraw());
    return () => {
      live = false;
      themes.disconnect();
      chart.destroy();
      setTip(null);
    };
  }, [drawn]);

  const first = points[0]?.label;
  const last = points.at(-1)?.label;
  const summary = `${title}: ${series.map((s) => s.label).join(', ')}${first ? ` (${first === last ? first : `${first} – ${last}`})` : ''}`;
  const point = tip ? points[tip.index] : undefined;

  return (
    <figure ref={figure} data-testid={testId} className="dk-chart dk-no-print m-0 print:hidden">
      <div className="relative h-60 w-full sm:h-72">
        <canvas ref={canvas} role="img" aria-label={summary} />
        {tip && point ? (
          <div
            aria-hidden="true"
            data-testid={testId ? `${testId}-tooltip` : undefined}
            className="pointer-events-none absolute top-2 z-10 max-w-[70%] rounded-md border border-border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md"
            style={tip.x > tip.width / 2 ? { right: tip.width - tip.x + 12 } : { left: tip.x + 12 }}
          >
            <p className="font-semibold">{point.label}</p>
            {series.map((s) => (
              <p key={s.key} className="flex items-center gap-2 tabular-nums">
                <span className="inline-block size-2.5 shrink-0 rounded-sm" style={{ background: s.color }} />
                {s.label}: {point.values[s.key]?.text ?? ''}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
