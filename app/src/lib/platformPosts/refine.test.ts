import { describe, expect, it, vi } from 'vitest';
import type { CreatedPost, RefineResponse } from '../../../../edge/features/posts/contract.ts';
import { ApiError } from '../../api/client.ts';
import { currentToast } from '../toasts.ts';
import { REFINE_CHOICES, REFINE_LANGUAGES, refineBody, refinedMessage, undoEdit } from './refine.ts';
import { createRefiner, type RefinerDeps } from './refiner.ts';

const post = (text: string): CreatedPost => ({
  id: 'p1',
  title: 'Bake',
  content: text,
  content_url: null,
  created_at: '2026-11-27T08:00:00.000Z',
  variants: [
    {
      platform: 'instagram',
      text,
      hashtags: ['bread'],
      length: text.length,
      limit: 2200,
      original: { text: 'Model', hashtags: ['bread'] },
    },
  ],
  images: [],
});
const previous: RefineResponse['previous'] = { platform: 'instagram', text: 'Before', hashtags: ['bread'] };
const answer = (text: string): RefineResponse => ({
  success: true,
  data: post(text),
  previous,
  current_balance: 4.95,
  model: { offline: true } as RefineResponse['model'],
});

function refinerWith(over: Partial<RefinerDeps> = {}) {
  const seen: string[] = [];
  const deps: RefinerDeps = {
    refinePost: vi.fn(async () => answer('After')),
    editPost: vi.fn(async () => post('Before')),
    onChanged: (p) => seen.push(`changed ${p.variants[0]?.text}`),
    onFailed: (e) => seen.push(`failed ${(e as Error).message}`),
    onBusy: (b) => seen.push(b ? `busy ${b.instruction}` : 'idle'),
    ...over,
  };
  return { refine: createRefiner(() => deps), deps, seen };
}

describe('Refine on a post card', () => {
  it('offers the eight choices, Translate with the 36 languages and the custom one with words', () => {
    expect(REFINE_CHOICES.map((c) => c.label)).toEqual([
      'Shorter',
      'Longer',
      'More playful',
      'More professional',
      'Add emoji',
      'No emoji',
      'Translate',
      'Custom instruction',
    ]);
    expect(REFINE_CHOICES.filter((c) => c.needs).map((c) => [c.value, c.needs])).toEqual([
      ['translate', 'language'],
      ['custom', 'text'],
    ]);
    expect(REFINE_LANGUAGES).toHaveLength(36);
  });

  it('sends only what the instruction needs', () => {
    expect(refineBody('instagram', { instruction: 'shorter', language: 'fr-FR', custom: 'x' })).toEqual({
      platform: 'instagram',
      instruction: 'shorter',
    });
    expect(refineBody('x', { instruction: 'translate', language: 'fr-FR' })).toEqual({
      platform: 'x',
      instruction: 'translate',
      language: 'fr-FR',
    });
    expect(refineBody('bluesky', { instruction: 'custom', custom: 'Mention Saturday' })).toMatchObject({
      custom: 'Mention Saturday',
    });
    expect(() => refineBody('myspace', { instruction: 'shorter' })).toThrow();
    expect(() => refineBody('x', { instruction: 'louder' })).toThrow();
  });

  it('names the platform in its toast and puts the previous text back as a correction', () => {
    expect(refinedMessage('linkedin')).toBe('Refined for LinkedIn.');
    expect(undoEdit({ platform: 'pinterest', title: 'Pin', text: 'Was', hashtags: ['a'] })).toEqual({
      variant: { platform: 'pinterest', title: 'Pin', text: 'Was', hashtags: ['a'] },
    });
  });

  it('runs once under a double click, shows the refined text, and Undo puts the old text back', async () => {
    const { refine, deps, seen } = refinerWith();
    await Promise.all([
      refine('p1', 'instagram', { instruction: 'shorter' }),
      refine('p1', 'instagram', { instruction: 'shorter' }),
    ]);
    expect(deps.refinePost).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['busy shorter', 'changed After', 'idle']);
    const toast = currentToast();
    expect(toast).toMatchObject({ message: 'Refined for Instagram.', action: { label: 'Undo' } });
    toast?.action?.onClick();
    await vi.waitFor(() => expect(seen).toContain('changed Before'));
    expect(deps.editPost).toHaveBeenCalledWith('p1', undoEdit(previous));
    expect(currentToast()?.message).toBe('Refine undone.');
    // Once the first is done, the next click is a new run.
    await refine('p1', 'instagram', { instruction: 'longer' });
    expect(deps.refinePost).toHaveBeenCalledTimes(2);
  });

  it('says why a refine failed and keeps the menu open (the promise rejects)', async () => {
    const refused = new ApiError(402, 'Insufficient balance', 'insufficient_balance');
    const { refine, seen } = refinerWith({ refinePost: vi.fn(async () => Promise.reject(refused)) });
    await expect(refine('p1', 'instagram', { instruction: 'shorter' })).rejects.toBe(refused);
    expect(seen).toEqual(['busy shorter', 'failed Insufficient balance', 'idle']);
  });
});
