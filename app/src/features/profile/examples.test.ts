import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { exampleRefusal, examplesKey, examplesToSave } from './examples.ts';

describe('example posts on User Info', () => {
  it('send the boxes as typed, leaving out the empty ones', () => {
    expect(examplesToSave(['  First\n', '', ' \n ', 'Second'])).toEqual(['  First\n', 'Second']);
  });

  it('name the refused box as the person counts them', () => {
    const refused = new ApiError(400, 'examples.1: An example post is at most 2,200 characters.');
    expect(exampleRefusal(refused)).toBe('Example 2: An example post is at most 2,200 characters.');
    expect(exampleRefusal(new ApiError(404, 'That handle is not in your profile.'))).toBe(
      'That handle is not in your profile.',
    );
    expect(exampleRefusal(new TypeError('Failed to fetch'))).toBe(
      'The examples could not be saved. Please try again.',
    );
  });

  it('keep a handle in both lists apart', () => {
    const h = { type: 'bluesky', reference: 'a.bsky.social' };
    expect(examplesKey({ ...h, list: 'your_handles' })).not.toBe(
      examplesKey({ ...h, list: 'related_handles' }),
    );
  });
});
