import { describe, expect, it } from 'vitest';
import { allowedMoves, BOARD_COLUMNS, columnOf, dropTargets } from '../../../src/features/investors/pipeline-moves';

describe('the pipeline board reads the transition policy', () => {
  it('puts rejected and declined in lost, the rest in their own column, in kanban order', () => {
    expect(BOARD_COLUMNS).toEqual(['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived']);
    expect(columnOf('declined')).toBe('lost');
    expect(columnOf('rejected')).toBe('lost');
    expect(columnOf('accepted')).toBe('accepted');
  });

  it('makes only the allowed columns drop targets: an open offer goes to lost (decline) or archived', () => {
    expect(Object.fromEntries(dropTargets('viewed', 'advisor'))).toEqual({ lost: 'decline', archived: 'archive' });
    expect(Object.fromEntries(dropTargets('declined', 'coordinator'))).toEqual({ archived: 'archive' });
    // Accepted and active offers cannot be moved from the board by the advisor side.
    expect(dropTargets('accepted', 'advisor').size).toBe(0);
    expect(dropTargets('active', 'operator').size).toBe(0);
    // Restore has no fixed column (the status before archiving): a menu item, never a drop target.
    expect(dropTargets('archived', 'advisor').size).toBe(0);
    expect(allowedMoves('archived', 'advisor')).toEqual(['restore']);
  });

  it('offers nothing to a role outside the advisor side or while the role is unknown', () => {
    expect(allowedMoves('viewed', 'investor')).toEqual([]);
    expect(allowedMoves('viewed', null)).toEqual([]);
  });
});
