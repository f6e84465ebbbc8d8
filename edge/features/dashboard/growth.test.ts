import { describe, expect, it } from 'vitest';
import { usageRow } from './growth.ts';

describe('a usage row', () => {
  it('gives the percent change against the month before, one decimal', () => {
    expect(usageRow('Concepts Generated', 15, 5)).toEqual({
      Metric: 'Concepts Generated',
      Count: 15,
      'Growth (%)': 200,
      'Growth Trend': 'up',
    });
    expect(usageRow('Posts Drafted', 4, 3)['Growth (%)']).toBe(33.3);
    expect(usageRow('Posts Drafted', 2, 3)).toMatchObject({ 'Growth (%)': -33.3, 'Growth Trend': 'down' });
    expect(usageRow('Posts Drafted', 0, 7)).toMatchObject({ 'Growth (%)': -100, 'Growth Trend': 'down' });
    expect(usageRow('Medias Captioned', 3, 3)).toMatchObject({ 'Growth (%)': 0, 'Growth Trend': 'flat' });
  });

  it('has no percentage from zero: null, yet the trend still goes up', () => {
    expect(usageRow('Concepts Generated', 5, 0)).toEqual({
      Metric: 'Concepts Generated',
      Count: 5,
      'Growth (%)': null,
      'Growth Trend': 'up',
    });
    expect(usageRow('Medias Captioned', 0, 0)).toMatchObject({ 'Growth (%)': null, 'Growth Trend': 'flat' });
  });
});
