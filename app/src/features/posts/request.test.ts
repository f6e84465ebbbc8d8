import { describe, expect, it } from 'vitest';
import { placeTexts, queryBudget } from './request.ts';

const texts = {
  style: 'e-commerce',
  media_context: 'Our new mug',
  topic_details: '',
  additional_instructions: 'Short, please',
};

describe('where the post texts travel (SPEC §7, §5)', () => {
  it('sends them as query parameters beside the images', () => {
    expect(placeTexts(texts, true, 1000)).toEqual({
      query: { style: 'e-commerce', media_context: 'Our new mug', additional_instructions: 'Short, please' },
      fields: {},
    });
  });

  it('sends them in the form body without images', () => {
    expect(placeTexts(texts, false, 1000)).toEqual({
      query: {},
      fields: { style: 'e-commerce', media_context: 'Our new mug', additional_instructions: 'Short, please' },
    });
  });

  it('moves them into the multipart body when the URL would be too long for the server', () => {
    const long = { ...texts, topic_details: 'ü'.repeat(3000) };
    const budget = queryBudget('http://127.0.0.1:8799');
    const placed = placeTexts(long, true, budget);
    expect(placed.query).toEqual({});
    expect(placed.fields.topic_details).toBe(long.topic_details);
  });

  it('counts the URL as the server will read it', () => {
    expect(queryBudget('https://plume.app')).toBe(8192 - 'https://plume.app/api/user/generate/post?'.length);
    // 'a b' encodes as 'a+b': exactly at the budget still fits.
    const exact = { style: 'a b', media_context: '', topic_details: '', additional_instructions: '' };
    expect(placeTexts(exact, true, 'style=a+b'.length).query).toEqual({ style: 'a b' });
    expect(placeTexts(exact, true, 'style=a+b'.length - 1).fields).toEqual({ style: 'a b' });
  });
});
