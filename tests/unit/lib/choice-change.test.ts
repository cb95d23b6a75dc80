import { describe, expect, it } from 'vitest';
import { applyChoiceChange } from '@/lib/choice-change';
import { withPage } from '@/lib/use-url-query';

describe('applyChoiceChange: a multi-choice change applied to the newest selection', () => {
  it('adds what was just ticked to a selection that changed meanwhile', () => {
    // Shown: nothing ticked. Meanwhile 'active' was ticked (still on its way); now 'pending'.
    expect(applyChoiceChange([], ['pending'], ['active'])).toEqual(['active', 'pending']);
  });

  it('removes only what was just unticked', () => {
    expect(applyChoiceChange(['sold', 'active'], ['sold'], ['sold', 'active', 'pending'])).toEqual(['sold', 'pending']);
  });

  it('is the control’s own answer when nothing else changed', () => {
    expect(applyChoiceChange([3, 1], [3, 1, 7], [3, 1])).toEqual([3, 1, 7]);
    expect(applyChoiceChange([3, 1, 7], [3, 7], [3, 1, 7])).toEqual([3, 7]);
  });

  it('never repeats a choice', () => {
    expect(applyChoiceChange([], ['cash'], ['cash'])).toEqual(['cash']);
  });
});

describe('withPage', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(withPage(new URLSearchParams('status=sold'), 3).toString()).toBe('status=sold&page=3');
  });

  it('leaves page 1, the default, out', () => {
    expect(withPage(new URLSearchParams('page=4&sort=createdLast'), 1).toString()).toBe('sort=createdLast');
  });
});
