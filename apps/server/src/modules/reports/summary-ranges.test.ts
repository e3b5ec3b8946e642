/** The date-range algebra of the report summaries (summary-ranges.ts): which rows a period reads. */
import { describe, expect, it } from 'vitest';
import { spanRuns, splitByMonth, summaryParts } from './summary-ranges.ts';

describe('a period as summary rows', () => {
  it('splits a period into whole months and the days at either end, added or taken away, whichever is fewer', () => {
    expect(splitByMonth('2025-06-01', '2025-06-30')).toEqual({ months: ['2025-06-01', '2025-06-01'], days: [], minus: [] });
    // most of a month: the month less its first day
    expect(splitByMonth('2025-06-02', '2025-06-30')).toEqual({
      months: ['2025-06-01', '2025-06-01'],
      days: [],
      minus: [['2025-06-01', '2025-06-01']],
    });
    // the middle of a month: its days
    expect(splitByMonth('2025-06-10', '2025-06-20')).toEqual({ months: null, days: [['2025-06-10', '2025-06-20']], minus: [] });
    expect(splitByMonth('2025-01-31', '2025-04-02')).toEqual({
      months: ['2025-02-01', '2025-03-01'],
      days: [
        ['2025-01-31', '2025-01-31'],
        ['2025-04-01', '2025-04-02'],
      ],
      minus: [],
    });
    // a year to the 21st: its first month's last days, the last month less its last days
    expect(splitByMonth('2024-11-22', '2025-11-21')).toEqual({
      months: ['2024-12-01', '2025-11-01'],
      days: [['2024-11-22', '2024-11-30']],
      minus: [['2025-11-22', '2025-11-30']],
    });
    expect(splitByMonth('2024-12-15', '2025-01-10')).toEqual({
      months: ['2024-12-01', '2024-12-01'],
      days: [['2025-01-01', '2025-01-10']],
      minus: [['2024-12-01', '2024-12-14']],
    });
    expect(splitByMonth('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02-01', '2024-02-01'], days: [], minus: [] });
  });

  it('reads whole months as calendar years and months, in date order', () => {
    // whole months as years and months
    expect(spanRuns('2024-12-01', '2025-11-01')).toEqual([{ span: 'month', from: '2024-12-01', to: '2025-11-01' }]);
    expect(spanRuns('2022-12-01', '2025-11-01')).toEqual([
      { span: 'month', from: '2022-12-01', to: '2022-12-01' },
      { span: 'year', from: '2023-01-01', to: '2024-01-01' },
      { span: 'month', from: '2025-01-01', to: '2025-11-01' },
    ]);
    expect(spanRuns('2025-01-01', '2025-12-01')).toEqual([{ span: 'year', from: '2025-01-01', to: '2025-01-01' }]);
  });

  it('reads the year a period reaching today ends in whole, less the months after today', () => {
    // a period reaching today reads the year it ends in whole, less the months after today (empty)
    expect(summaryParts('2024-11-29', '2025-11-28', '2025-11-28')).toEqual({
      days: [['2024-11-29', '2024-11-30']],
      minusDays: [['2025-11-29', '2025-11-30']],
      runs: [
        { span: 'month', from: '2024-12-01', to: '2024-12-01' },
        { span: 'year', from: '2025-01-01', to: '2025-01-01' },
      ],
      minusMonths: ['2025-12-01', '2025-12-01'],
    });
    // … the same period seen a month later: nothing after it is known to be empty
    expect(summaryParts('2024-11-29', '2025-11-28', '2025-12-28')).toEqual({
      days: [['2024-11-29', '2024-11-30']],
      minusDays: [['2025-11-29', '2025-11-30']],
      runs: spanRuns('2024-12-01', '2025-11-01'),
      minusMonths: null,
    });
    // the 5th of a month: the month less its 25 days to come, not 5 day rows; no wider span is fewer
    expect(summaryParts('2025-11-01', '2025-11-05', '2025-11-05')).toEqual({
      days: [],
      minusDays: [['2025-11-06', '2025-11-30']],
      runs: [{ span: 'month', from: '2025-11-01', to: '2025-11-01' }],
      minusMonths: null,
    });
    // today alone: its day rows
    expect(summaryParts('2025-11-05', '2025-11-05', '2025-11-05')).toEqual({
      days: [['2025-11-05', '2025-11-05']],
      minusDays: [],
      runs: [],
      minusMonths: null,
    });
  });
});
