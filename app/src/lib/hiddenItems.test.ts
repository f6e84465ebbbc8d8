import { describe, expect, it } from 'vitest';
import { hiddenItems, hideItem, showItem, withoutHidden } from './hiddenItems.ts';

describe('items hidden while their delete waits', () => {
  it('leaves hidden ids out of a list until Undo shows them again', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    hideItem('b');
    expect(withoutHidden(list, hiddenItems()).map((i) => i.id)).toEqual(['a', 'c']);
    const before = hiddenItems();
    hideItem('b');
    expect(hiddenItems()).toBe(before); // hiding twice changes nothing (no re-render)
    showItem('b');
    expect(withoutHidden(list, hiddenItems())).toEqual(list);
  });
});
