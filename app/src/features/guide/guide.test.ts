import { describe, expect, it } from 'vitest';
import type { HowToTopic } from '../../../../edge/features/guide/contract.ts';
import {
  filterTopics,
  findTopic,
  firstTopicOf,
  type Guide,
  guideSearch,
  guideView,
  resolveSection,
  topicBody,
} from './guide.ts';

const topic = (id: string, name: string, fullInfo = `About ${name}`): HowToTopic => ({
  id,
  topic: name,
  tooltip: `Tip for ${name}`,
  'full-info': fullInfo,
});

const nameTopic = topic('name', 'Name or business name');
const audienceTopic = topic('audience', 'Target audience', '');

const guide: Guide = {
  'user-info': [nameTopic, audienceTopic],
  concept_generation: [topic('handles', 'Your handles'), topic('instructions', 'Additional instructions')],
  post_generation: [topic('style', 'Style'), topic('media', 'Media')],
};

describe('resolveSection', () => {
  it('keeps a known section key and opens the first tab otherwise', () => {
    expect(resolveSection('post_generation')).toBe('post_generation');
    expect(resolveSection('nope')).toBe('user-info');
    expect(resolveSection(null)).toBe('user-info');
  });
});

describe('filterTopics', () => {
  it('matches a case-insensitive substring of the topic name', () => {
    expect(filterTopics(guide['user-info'], 'AUDI').map((t) => t.id)).toEqual(['audience']);
    expect(filterTopics(guide['user-info'], '  business ').map((t) => t.id)).toEqual(['name']);
  });

  it('returns every topic for an empty search and none for a miss', () => {
    expect(filterTopics(guide['user-info'], '')).toHaveLength(2);
    expect(filterTopics(guide['user-info'], 'zzz')).toEqual([]);
  });
});

describe('findTopic', () => {
  it('finds a topic by its exact name, then case-insensitively, then by id', () => {
    expect(findTopic(guide['user-info'], 'Target audience')?.id).toBe('audience');
    expect(findTopic(guide['user-info'], 'target AUDIENCE')?.id).toBe('audience');
    expect(findTopic(guide['user-info'], 'name')?.id).toBe('name');
    expect(findTopic(guide['user-info'], 'Unknown')).toBeUndefined();
  });
});

describe('topicBody', () => {
  it('shows full-info, or the tooltip when full-info is empty', () => {
    expect(topicBody(nameTopic)).toBe('About Name or business name');
    expect(topicBody(audienceTopic)).toBe('Tip for Target audience');
  });
});

describe('guideView', () => {
  it('opens the topic named in the URL and leaves the URL alone', () => {
    const view = guideView(guide, { section: 'user-info', topic: 'Target audience' }, '', false);
    expect(view.selected?.id).toBe('audience');
    expect(view.canonical).toBeNull();
  });

  it('selects the first topic of the tab for a missing or unknown topic and writes it to the URL', () => {
    const missing = guideView(guide, { section: 'concept_generation', topic: null }, '', false);
    expect(missing.selected?.id).toBe('handles');
    expect(missing.canonical).toEqual({ section: 'concept_generation', topic: 'Your handles' });
    const unknown = guideView(guide, { section: 'post_generation', topic: 'Nope' }, '', false);
    expect(unknown.selected?.id).toBe('style');
  });

  it('opens the first tab for an unknown section', () => {
    const view = guideView(guide, { section: 'bogus', topic: null }, '', false);
    expect(view.section).toBe('user-info');
    expect(view.canonical).toEqual({ section: 'user-info', topic: 'Name or business name' });
  });

  it('shows no topic after a close, with a URL without topic', () => {
    const view = guideView(guide, { section: 'user-info', topic: null }, '', true);
    expect(view.selected).toBeNull();
    expect(view.canonical).toBeNull();
  });

  it('filters the open tab only and keeps the selection while the search hides it', () => {
    const view = guideView(guide, { section: 'user-info', topic: 'Name or business name' }, 'aud', false);
    expect(view.visible.map((t) => t.id)).toEqual(['audience']);
    expect(view.selected?.id).toBe('name');
  });
});

describe('firstTopicOf', () => {
  it('picks the first topic of the tab, or of the filtered list while searching', () => {
    expect(firstTopicOf(guide, 'post_generation', '')?.id).toBe('style');
    expect(firstTopicOf(guide, 'post_generation', 'med')?.id).toBe('media');
    expect(firstTopicOf(guide, 'post_generation', 'zzz')?.id).toBe('style');
  });
});

describe('guideSearch', () => {
  it('percent-encodes the topic name', () => {
    expect(guideSearch('user-info', 'Target audience')).toBe('?section=user-info&topic=Target%20audience');
    expect(guideSearch('post_generation', null)).toBe('?section=post_generation');
    expect(guideSearch('user-info', 'A&B=C')).toBe('?section=user-info&topic=A%26B%3DC');
  });
});
