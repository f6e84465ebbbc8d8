import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('SOURCE_CACHE_HOURS', () => {
  it('keeps read posts fresh for 6 hours unless set', () => {
    expect(loadConfig({}).sourceCache.freshMs).toBe(6 * 60 * 60 * 1000);
    expect(loadConfig({ SOURCE_CACHE_HOURS: '24' }).sourceCache.freshMs).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses anything but a whole number of hours', () => {
    for (const bad of ['0', '1.5', 'six'])
      expect(() => loadConfig({ SOURCE_CACHE_HOURS: bad })).toThrow(ConfigError);
  });
});
