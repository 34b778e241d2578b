// The 30-day chart (issue 26 §6): a value axis and a date axis, and a tooltip at the picked day with its date and
// value, by keyboard or pointer; the reading is announced as before.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const series = [
  { date: '2026-11-01', value: 100 },
  { date: '2026-11-02', value: 150 },
  { date: '2026-11-03', value: 200 },
];

function renderChart() {
  return render(
    <LineChart
      series={series}
      label="Wallet value over the last 30 days"
      formatValue={(value) => `$${value}`}
      formatDate={(date) => date.slice(5)}
      tableLabel="Show the values as a table"
      dateHeader="Date"
      valueHeader="Value"
    />,
  );
}

describe('LineChart', () => {
  it('labels the value axis (highest, middle, lowest) and the date axis (first, middle, last)', () => {
    const { container } = renderChart();
    expect([...container.querySelectorAll('.line-chart-y span')].map((span) => span.textContent)).toEqual([
      '$200',
      '$150',
      '$100',
    ]);
    expect([...container.querySelectorAll('.line-chart-x span')].map((span) => span.textContent)).toEqual([
      '11-01',
      '11-02',
      '11-03',
    ]);
  });

  it('floats a tooltip at the picked day, and reads it out', () => {
    const { container } = renderChart();
    const chart = screen.getByRole('img', { name: 'Wallet value over the last 30 days' });
    expect(container.querySelector('.line-chart-tooltip')).toBeNull();
    fireEvent.keyDown(chart, { key: 'End' });
    const tooltip = container.querySelector<HTMLElement>('.line-chart-tooltip')!;
    expect(tooltip).toHaveTextContent('11-03$200');
    // The last day sits right of the middle: the tooltip opens to its left, so it stays inside the card.
    expect(tooltip).toHaveClass('line-chart-tooltip-left');
    expect(parseFloat(tooltip.style.left)).toBeCloseTo((592 / 600) * 100, 3);
    expect(screen.getByText('11-03: $200')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(container.querySelector('.line-chart-tooltip')).toHaveTextContent('11-01$100');
    expect(container.querySelector('.line-chart-tooltip')).not.toHaveClass('line-chart-tooltip-left');
    fireEvent.blur(chart);
    expect(container.querySelector('.line-chart-tooltip')).toBeNull();
  });
});
