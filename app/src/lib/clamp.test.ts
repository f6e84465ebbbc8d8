import { describe, expect, it } from 'vitest';
import { CAPTION_CLAMP_CHARS, needsClamp, POST_CLAMP_CHARS } from './clamp.ts';

describe('clamping long texts to 3 lines (SPEC §9)', () => {
  it('clamps a post over 160 characters and a caption over 150', () => {
    expect(POST_CLAMP_CHARS).toBe(160);
    expect(CAPTION_CLAMP_CHARS).toBe(150);
    expect(needsClamp('a'.repeat(160), POST_CLAMP_CHARS)).toBe(false);
    expect(needsClamp('a'.repeat(161), POST_CLAMP_CHARS)).toBe(true);
    expect(needsClamp('a'.repeat(150), CAPTION_CLAMP_CHARS)).toBe(false);
    expect(needsClamp('a'.repeat(151), CAPTION_CLAMP_CHARS)).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(needsClamp('🎉'.repeat(150), CAPTION_CLAMP_CHARS)).toBe(false);
  });

  it('never clamps a missing text', () => {
    expect(needsClamp(null, CAPTION_CLAMP_CHARS)).toBe(false);
    expect(needsClamp(undefined, CAPTION_CLAMP_CHARS)).toBe(false);
    expect(needsClamp('', 0)).toBe(false);
  });
});
