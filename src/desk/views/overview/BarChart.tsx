// A horizontal bar chart drawn as SVG with visx (decision 274): the scales from @visx/scale, the
// bars from @visx/shape. The picture is one image with a name; its figures are in the table the
// page shows beside it, which is what a screen reader reads.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styled from 'styled-components';

export interface BarRow {
  label: string;
  value: number;
  /** Bars that need the reader's attention (overdue answers) are drawn in the error colour. */
  warning?: boolean;
}

export interface BarChartProps {
  /** What the chart shows, as its image's name: "Complaints by state: the table below has the figures". */
  name: string;
  rows: readonly BarRow[];
  /** A value as the bar's end and the scale's ticks write it: a count, or pounds from pence. */
  format: (value: number) => string;
}

const WIDTH = 900;
const LABEL_WIDTH = 380;
const VALUE_SPACE = 110;
const ROW_HEIGHT = 32;
const AXIS_HEIGHT = 28;
const LABEL_CHARACTERS = 46;

const Figure = styled.svg`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  margin-bottom: var(--space-3);
  font-size: 14px;
  text {
    fill: var(--colour-text);
  }
  .bar {
    fill: var(--colour-link);
  }
  .bar-warning {
    fill: var(--colour-error);
  }
  .grid {
    stroke: var(--colour-border, #b1b4b6);
  }
`;

/** A label cut to fit beside the bars; the table has it whole. */
const fitted = (label: string) =>
  label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : label;

/** Bars from 0 along a scale with a few round ticks, each labelled, its value at its end. */
export function BarChart({ name, rows, format }: BarChartProps) {
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_SPACE;
  const barsHeight = rows.length * ROW_HEIGHT;
  const height = barsHeight + AXIS_HEIGHT;
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...rows.map((row) => row.value))],
    range: [0, plotWidth],
    nice: true,
  });
  const y = scaleBand<number>({ domain: rows.map((_, i) => i), range: [0, barsHeight], padding: 0.25 });
  const ticks = x.ticks(4).filter((tick) => Number.isInteger(tick));
  return (
    <Figure role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${height}`} focusable="false">
      <Group left={LABEL_WIDTH}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={x(tick)} x2={x(tick)} y1={0} y2={barsHeight} />
            <text x={x(tick)} y={barsHeight + 18} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const top = y(i) ?? 0;
          const width = Math.max(0, x(row.value));
          const middle = top + y.bandwidth() / 2;
          return (
            <g key={`${row.label}-${i}`}>
              <text x={-10} y={middle} textAnchor="end" dominantBaseline="middle">
                {fitted(row.label)}
              </text>
              <Bar
                className={row.warning ? 'bar-warning' : 'bar'}
                x={0}
                y={top}
                width={width}
                height={y.bandwidth()}
              />
              <text x={width + 8} y={middle} dominantBaseline="middle">
                {format(row.value)}
              </text>
            </g>
          );
        })}
      </Group>
    </Figure>
  );
}
