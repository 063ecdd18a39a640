import { expect } from 'chai';
import type { SqlChartSettings, SqlResultColumn } from '../../src/modules/sql-workbench/contract.js';
import { buildChartData, NULL_LABEL, OTHER_LABEL } from '../../frontend/src/features/stackql/visualizer/chart-data.js';
import { columnKind, initialSettings, suggestChart } from '../../frontend/src/features/stackql/visualizer/suggest-chart.js';

const col = (name: string, type: string): SqlResultColumn => ({ name, type });
const settings = (over: Partial<SqlChartSettings>): SqlChartSettings => ({ type: 'bar', x: 'x', y: 'y', groupBy: null, limit: 20, size: 'medium', legend: true, ...over });

describe('visualizer: chart suggested from the column types', () => {
  it('reads PostgreSQL and MySQL type names as time, number or category', () => {
    expect(['timestamptz', 'date', 'DATETIME', 'TIMESTAMP', 'YEAR'].map(columnKind)).to.deep.equal(['time', 'time', 'time', 'time', 'time']);
    expect(['int4', 'numeric', 'DECIMAL', 'BIGINT', 'float8', 'int(11) unsigned'].map(columnKind)).to.deep.equal(Array(6).fill('number'));
    expect(['varchar', 'bpchar', 'text', 'VARCHAR', 'CHAR', 'ENUM', 'bool'].map(columnKind)).to.deep.equal(Array(7).fill('category'));
    expect(['jsonb', 'int4[]', '_int4', 'bytea'].map(columnKind)).to.deep.equal(Array(4).fill('other'));
  });

  it('time + number → line, over the first time column', () => {
    expect(suggestChart([col('day', 'date'), col('orders', 'int8')])).to.deep.equal({ type: 'line', x: 'day', y: 'orders', groupBy: null });
    expect(suggestChart([col('country', 'bpchar'), col('ordered_at', 'timestamptz'), col('total', 'numeric')])).to.deep.equal({
      type: 'line',
      x: 'ordered_at',
      y: 'total',
      groupBy: 'country',
    });
  });

  it('category + number → bar; two categories + number → heatmap', () => {
    expect(suggestChart([col('status', 'varchar'), col('n', 'int8')])).to.deep.equal({ type: 'bar', x: 'status', y: 'n', groupBy: null });
    expect(suggestChart([col('country', 'CHAR'), col('status', 'VARCHAR'), col('n', 'BIGINT')])).to.deep.equal({ type: 'heatmap', x: 'country', y: 'n', groupBy: 'status' });
  });

  it('suggests nothing without a number, and bars of two numbers', () => {
    expect(suggestChart([col('name', 'text'), col('email', 'varchar')])).to.equal(null);
    expect(suggestChart([])).to.equal(null);
    expect(suggestChart([col('year', 'int4'), col('total', 'numeric')])).to.deep.equal({ type: 'bar', x: 'year', y: 'total', groupBy: null });
    expect(initialSettings([col('name', 'text'), col('email', 'varchar')])).to.deep.include({ type: 'bar', x: 'name', y: 'email', limit: 20 });
    expect(initialSettings([])).to.equal(null);
  });
});

describe('visualizer: chart data with the data point limit', () => {
  const columns = [col('x', 'varchar'), col('y', 'numeric')];

  it('sums y per x in the result order, numerics given as strings', () => {
    const data = buildChartData({ columns, rows: [['b', '2.5'], ['a', 1], ['b', 1], [null, 4], ['c', null]] }, settings({}));
    expect(data).to.deep.equal({ kind: 'category', categories: ['b', 'a', NULL_LABEL], series: [{ name: null, values: [3.5, 1, 4] }], merged: 0, skipped: 1 });
  });

  it('keeps the top N by total and merges the rest into "other"', () => {
    const rows = [['a', 1], ['b', 50], ['c', 3], ['d', 40], ['e', 2]];
    const data = buildChartData({ columns, rows }, settings({ limit: 2 }));
    expect(data).to.deep.equal({ kind: 'category', categories: ['b', 'd', OTHER_LABEL], series: [{ name: null, values: [50, 40, 6] }], merged: 3, skipped: 0 });
  });

  it('draws one series per group, aligned on the categories', () => {
    const data = buildChartData(
      { columns: [col('x', 'varchar'), col('g', 'varchar'), col('y', 'int4')], rows: [['a', 'p', 1], ['a', 'q', 2], ['b', 'q', 3]] },
      settings({ groupBy: 'g' }),
    );
    expect(data).to.deep.equal({
      kind: 'category',
      categories: ['a', 'b'],
      series: [
        { name: 'p', values: [1, null] },
        { name: 'q', values: [2, 3] },
      ],
      merged: 0,
      skipped: 0,
    });
  });

  it('reads times as PostgreSQL and MySQL print them: an offset of hours only, with minutes, none', () => {
    const rows = [
      ['2024-01-01 00:00:00+00', 1],
      ['2024-02-01 10:30:00.5-02', 2],
      ['2024-03-01 00:00:00+05:30', 3],
      ['2024-04-01 12:00:00', 4],
      ['2024-05-01', 5],
    ];
    const data = buildChartData({ columns: [col('x', 'timestamptz'), col('y', 'int8')], rows }, settings({ type: 'line', limit: 10 }));
    expect(data).to.deep.equal({
      kind: 'time',
      series: [
        {
          name: null,
          points: [
            [Date.UTC(2024, 0, 1), 1],
            [Date.UTC(2024, 1, 1, 12, 30, 0, 500), 2],
            [Date.UTC(2024, 1, 29, 18, 30), 3],
            [Date.parse('2024-04-01T12:00:00'), 4],
            [Date.UTC(2024, 4, 1), 5],
          ],
        },
      ],
      dropped: 0,
      skipped: 0,
    });
  });

  it('a line over time keeps the latest N points in time order', () => {
    const rows = [['2024-01-03', 3], ['2024-01-01', 1], ['2024-01-02', 2], ['2024-01-02', 5]];
    const data = buildChartData({ columns: [col('x', 'date'), col('y', 'int8')], rows }, settings({ type: 'line', limit: 2 }));
    expect(data).to.deep.equal({
      kind: 'time',
      series: [{ name: null, points: [[Date.UTC(2024, 0, 2), 7], [Date.UTC(2024, 0, 3), 3]] }],
      dropped: 1,
      skipped: 0,
    });
  });

  it('a heatmap sums cells of the two categories, and needs its group column', () => {
    const result = { columns: [col('x', 'varchar'), col('g', 'varchar'), col('y', 'int4')], rows: [['a', 'p', 1], ['a', 'p', 2], ['b', 'q', 3]] };
    expect(buildChartData(result, settings({ type: 'heatmap', groupBy: 'g' }))).to.deep.equal({
      kind: 'heatmap',
      xCategories: ['a', 'b'],
      yCategories: ['p', 'q'],
      cells: [
        [0, 0, 3],
        [1, 1, 3],
      ],
      merged: 0,
      skipped: 0,
    });
    expect(buildChartData(result, settings({ type: 'heatmap' }))).to.deep.equal({ kind: 'problem', problem: 'heatmap-needs-group' });
  });

  it('says why nothing can be drawn', () => {
    expect(buildChartData({ columns, rows: [] }, settings({}))).to.deep.equal({ kind: 'problem', problem: 'no-rows' });
    expect(buildChartData({ columns, rows: [['a', 'text']] }, settings({}))).to.deep.equal({ kind: 'problem', problem: 'y-not-numeric' });
    expect(buildChartData({ columns, rows: [['a', 1]] }, settings({ y: 'gone' }))).to.deep.equal({ kind: 'problem', problem: 'column-missing' });
  });
});
