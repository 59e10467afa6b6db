import type { TrendPoint } from '@plotwise/contracts';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatGBPCompact, monthToDate } from '../../../lib/format';

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 20, bottom: 32, left: 64 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

const dateOf = (point: TrendPoint) => monthToDate(point.month);
const tickLabel = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' } as const;

type PriceTrendChartProps = { series: TrendPoint[]; label: string };

/**
 * The average price over the trend's series, as a line on @visx (docs/decisions/0170-price-trend-chart.md).
 * Drawn in a fixed view box that scales to the card's width; its text alternative is the table beside it.
 */
export function PriceTrendChart({ series, label }: PriceTrendChartProps) {
  const prices = series.map((point) => point.average_price);
  const x = scaleTime({
    domain: [dateOf(series[0]!), dateOf(series.at(-1)!)],
    range: [0, INNER_WIDTH],
  });
  const y = scaleLinear({
    domain: [Math.min(...prices) * 0.95, Math.max(...prices) * 1.02],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full text-primary"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(value) => formatGBPCompact(Number(value))}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          top={INNER_HEIGHT}
          scale={x}
          numTicks={6}
          tickFormat={(value) => String((value as Date).getUTCFullYear())}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
        />
        <LinePath
          data={series}
          x={(point) => x(dateOf(point))}
          y={(point) => y(point.average_price)}
          stroke="currentColor"
          strokeWidth={2.5}
        />
        {series.map((point) => (
          <circle
            key={point.month}
            cx={x(dateOf(point))}
            cy={y(point.average_price)}
            r={3.5}
            fill="currentColor"
          />
        ))}
      </Group>
    </svg>
  );
}
