import { useEffect, useRef, useState } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries, SeriesChartProps } from './types';

/** The tooltip to show: which point, and where (px from the drawing box's left). */
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

let measure: CanvasRenderingContext2D | null = null;

/** A label's width in CSS px, in the axis' font (to give the y axis room for its longest label). */
function textWidth(text: string, font: string): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return text.length * 8;
  measure.font = font;
  return measure.measureText(text).width;
}

/** The series in drawing order: the bar first, the lines after it (uPlot draws in order, so the lines lie over the bar). */
const drawOrder = (series: readonly ChartSeries[]): ChartSeries[] =>
  [...series].sort((a, b) => Number(a.type === 'line') - Number(b.type === 'line'));

/** Steps between labelled buckets on the x axis (every bucket, or every 2nd, 3rd … as room allows). */
const X_STEPS = [1, 2, 3, 4, 5, 6, 7, 10, 14, 15, 20, 30, 50, 100, 200, 500, 1000];

/**
 * uPlot's options for a report's series: buckets 0…n−1 on a category axis, one bar series (rounded
 * tops, ≤ 36 px) drawn first and the lines (monotone, dots up to 14 points) over it, a dashed
 * horizontal grid with the short money on the y axis, the page's font (Noto Sans Bengali, so Bangla
 * digits look like the rest), no legend of uPlot's own (ours is HTML, below) and no zooming.
 */
function options(
  el: HTMLElement,
  props: SeriesChartProps,
  size: { width: number; height: number },
  onTip: (tip: Tip | null) => void,
): Options {
  const { points, series, axisMoney } = props;
  const grid = resolveColor(el, 'var(--chart-grid)');
  const text = resolveColor(el, 'var(--chart-text)');
  const font = `12px ${getComputedStyle(el).fontFamily}`;
  const n = points.length;
  // The x axis' labels never touch: labelled buckets at least the widest label (and a gap) apart,
  // and room on the right for half of the last one ("নভে ২০২৬" is ~60 px; a fixed spacing let
  // month labels run into each other on a phone and cut off the last).
  const widest = Math.ceil(Math.max(0, ...points.map((p) => textWidth(p.label, font))));
  return {
    ...size,
    padding: [8, Math.max(8, Math.ceil(widest / 2)), 0, 0],
    legend: { show: false },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(n - 0.5, 0.5)] },
      y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { show: true, stroke: grid, width: 1, size: 4 },
        border: { show: true, stroke: grid, width: 1 },
        incrs: X_STEPS,
        space: Math.max(44, widest + 12),
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (points[i]?.label ?? '') : '')),
      },
      {
        stroke: text,
        font,
        grid: { stroke: grid, width: 1, dash: [3, 3] },
        ticks: { show: false },
        space: 36,
        size: (_u, values) => 14 + Math.max(0, ...(values ?? []).map((v) => textWidth(v, font))),
        values: (_u, splits) => splits.map((v) => axisMoney(v)),
      },
    ],
    series: [
      {},
      ...drawOrder(series).map((s) => {
        const color = resolveColor(el, s.color);
        return s.type === 'bar'
          ? {
              label: s.label,
              fill: color,
              stroke: color,
              width: 0,
              paths: uPlot.paths.bars?.({ size: [0.7, 36], radius: [0.15, 0] }),
              points: { show: false },
            }
          : {
              label: s.label,
              stroke: color,
              width: 2,
              paths: uPlot.paths.spline?.(),
              points: { show: n <= 14, size: 6, width: 0, fill: color, stroke: color },
            };
      }),
    ],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          onTip(
            index == null || u.cursor.left == null || u.cursor.left < 0
              ? null
              : { index, x: u.over.offsetLeft + u.valToPos(index, 'x'), width: u.root.clientWidth },
          );
        },
      ],
    },
  };
}

/** The drawn values, in the order of `options`' series (bar first). */
function data(props: SeriesChartProps): AlignedData {
  const { points, series } = props;
  return [points.map((_, i) => i), ...drawOrder(series).map((s) => points.map((p) => p.values[s.key]?.n ?? 0))];
}

/** Whether this browser can draw on a canvas (a test's DOM cannot: the table has the numbers). */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/**
 * A report's series as bars and lines (uPlot on a canvas, loaded only with a page that shows a
 * chart — decision 0007). The figure is for the eye: it is one image with a short summary for
 * screen readers; the same numbers are in the report's table.
 */
export default function SeriesChart(props: SeriesChartProps) {
  const { title, points, series, testId } = props;
  const figure = useRef<HTMLElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  // Pages pass new arrays and formatters on every render: draw again only when what is drawn
  // changes (the labels carry the language, so the axis' formatter changes with them).
  const latest = useRef(props);
  latest.current = props;
  const drawn = JSON.stringify([points, series]);

  useEffect(() => {
    const el = figure.current;
    const box = plot.current;
    if (!el || !box || !canDraw()) return;
    const onTip = (next: Tip | null) =>
      setTip((prev) => (prev?.index === next?.index && prev?.x === next?.x && prev?.width === next?.width ? prev : next));
    const size = () => ({ width: Math.max(box.clientWidth, 1), height: Math.max(box.clientHeight, 1) });
    const make = () => new uPlot(options(el, latest.current, size(), onTip), data(latest.current), box);
    let chart = make();
    // The colours come from the theme's CSS: draw again when the theme (the <html> class) changes,
    // and once the page's fonts are in (the canvas does not redraw itself for a late font).
    const redraw = () => {
      chart.destroy();
      chart = make();
    };
    const themes = new MutationObserver(redraw);
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(box);
    const leave = () => onTip(null);
    box.addEventListener('mouseleave', leave);
    let live = true;
    void document.fonts?.ready.then(() => live && redraw());
    return () => {
      live = false;
      themes.disconnect();
      resize.disconnect();
      box.removeEventListener('mouseleave', leave);
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
      <div className="relative flex h-60 w-full flex-col sm:h-72">
        <div ref={plot} role="img" aria-label={summary} className="min-h-0 flex-1 overflow-hidden" />
        <ul
          aria-hidden="true"
          className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-[13px]"
          style={{ color: 'var(--chart-text)' }}
        >
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 shrink-0" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
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
