import {
  BarChart,
  FunnelChart,
  PieChart,
  RadarChart,
  type BarSeriesOption,
  type FunnelSeriesOption,
  type PieSeriesOption,
  type RadarSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type RadarComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerParts, type ComposeOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useReducedMotion } from '../../layout/use-reduced-motion.ts';
import { useSettings } from '../../stores/settings.ts';
import { paletteOn } from './chart-palette.ts';
import { drawInTurn } from './draw-in-turn.ts';

// Only what the dashboard draws (DESIGN.md: tree-shaken). SVG keeps chart text crisp at any zoom and
// readable as text by tests and assistive tools.
registerParts([
  BarChart,
  FunnelChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | FunnelSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TooltipComponentOption
>;

const themeOf = (mode: 'light' | 'dark') => (mode === 'dark' ? 'dark' : 'default');

// Longest a chart holds back the next one's turn when it never draws (a box without a size).
const FIRST_DRAWING_WAIT_MS = 1000;

/** Settles when the chart has drawn its first frame, which ECharts does in a later animation frame. */
function firstDrawing(instance: EChartsType): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      instance.off('rendered', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_DRAWING_WAIT_MS);
    instance.on('rendered', done);
  });
}

/** The option as drawn: without any animation when the system asks for reduced motion. */
export const withMotion = (option: ChartOption, reducedMotion: boolean): ChartOption =>
  reducedMotion ? { ...option, animation: false } : option;

interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the drawing itself is one image to them). */
  label: string;
  height?: number;
}

/**
 * One ECharts chart on a div: drawn with the app's light or dark theme, redrawn when its option
 * changes, and resized with its box (window, sidebar, layout changes alike).
 */
export function EChart({ option, label, height = 300 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const mode = useSettings((s) => s.theme);
  const initialMode = useRef(mode);
  const reducedMotion = useReducedMotion();
  const card = theme.useToken().token.colorBgContainer;
  // On a dark card, colours that read against it (chart-palette.ts); ECharts' own on a light one.
  const palette = useMemo(() => (mode === 'dark' ? paletteOn(card) : undefined), [mode, card]);
  const drawn = useMemo(
    () => withMotion(palette ? { ...option, color: palette } : option, reducedMotion),
    [option, palette, reducedMotion],
  );
  // The option to draw when the chart's turn comes (draw-in-turn.ts); later ones are set directly.
  const latestOption = useRef(drawn);

  useEffect(() => {
    const element = box.current!;
    let observer: ResizeObserver | undefined;
    const cancel = drawInTurn(() => {
      const instance = init(element, themeOf(initialMode.current), { renderer: 'svg' });
      chart.current = instance;
      // Drawn in the next animation frame (lazyUpdate): starting the chart and drawing it were one task
      // of ~50 ms that held every tap and key; now they are two.
      instance.setOption(latestOption.current, { notMerge: true, lazyUpdate: true });
      // A ResizeObserver reports the size it finds as it starts: the chart was just drawn at that size,
      // and drawing it again took a third as long as the first drawing.
      let drawnSize = `${element.clientWidth}x${element.clientHeight}`;
      observer = new ResizeObserver(() => {
        const size = `${element.clientWidth}x${element.clientHeight}`;
        if (size === drawnSize) return;
        drawnSize = size;
        instance.resize();
      });
      observer.observe(element);
      return firstDrawing(instance);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (initialMode.current === mode) return;
    initialMode.current = mode;
    chart.current?.setTheme(themeOf(mode));
  }, [mode]);

  useEffect(() => {
    latestOption.current = drawn;
    // The whole option each time: a series or legend entry that went away must not linger.
    chart.current?.setOption(drawn, { notMerge: true });
  }, [drawn]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
