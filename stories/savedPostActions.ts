import { fn } from 'storybook/test';
import { measure, postedText } from './platformFixtures.ts';
import { refineOptions } from './refineFixtures.ts';

/**
 * What a screen hands a saved post's card (a Recent card, the library item): the platform contract's
 * counting and posted text, a spy for every action and Refine at the seeded price. One place, so the
 * patterns that show a saved post wire its card the same way.
 */
export function savedPostActions() {
  return {
    measure,
    postedText,
    onCopy: fn(),
    onDownload: fn(),
    onDelete: fn(),
    onEdit: fn(),
    onShare: fn(),
    refine: refineOptions(fn()),
  };
}
