import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  canReach,
  isFinalStatus,
  toDocumentStatus,
  transition,
  type ReceivedDocumentState,
} from '../../../server/src/providers/e-signature';

describe('e-signature transition model', () => {
  it.each([
    ['New', 'upload', 'Draft'],
    ['Draft', 'upload', 'Draft'],
    ['Draft', 'send', 'Processing'],
    ['Processing', 'complete', 'Completed'],
    ['Processing', 'reject', 'Rejected'],
    ['Processing', 'withdraw', 'Withdrawing'],
    ['Withdrawing', 'confirmWithdrawal', 'Withdrawn'],
    ['Processing', 'fail', 'Error'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, status: to });
  });

  it.each([
    ['New', 'send'],
    ['New', 'complete'],
    ['Draft', 'complete'],
    ['Processing', 'upload'],
    ['Processing', 'send'],
    ['Completed', 'withdraw'],
    ['Completed', 'reject'],
    ['Rejected', 'complete'],
    ['Withdrawn', 'send'],
    ['Withdrawing', 'complete'],
    ['Error', 'send'],
    ['Unknown', 'send'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(transition(from, action)).toEqual({ ok: false, from, action });
  });

  it('knows the final statuses', () => {
    expect(
      ['Completed', 'Rejected', 'Withdrawn', 'Error'].every((status) => isFinalStatus(toDocumentStatus(status))),
    ).toBe(true);
    expect(
      ['New', 'Draft', 'Processing', 'Withdrawing', 'Unknown'].some((s) => isFinalStatus(toDocumentStatus(s))),
    ).toBe(false);
  });

  it('maps an unexpected provider status to Unknown', () => {
    expect(toDocumentStatus('Processing')).toBe('Processing');
    expect(toDocumentStatus('PROCESSING')).toBe('Unknown');
    expect(toDocumentStatus('Archived')).toBe('Unknown');
  });

  it('reaches over several steps (lost callbacks) but never backwards', () => {
    expect(canReach('Draft', 'Completed')).toBe(true);
    expect(canReach('New', 'Withdrawn')).toBe(true);
    expect(canReach('Completed', 'Processing')).toBe(false);
    expect(canReach('Rejected', 'Completed')).toBe(false);
    expect(canReach('Withdrawing', 'Completed')).toBe(false);
    expect(canReach('Unknown', 'Completed')).toBe(true);
  });
});

describe('applyEvent (the callback receiver)', () => {
  const draft: ReceivedDocumentState = { status: 'Draft', lastSequence: 1, lastEventId: 'evt-1' };

  it('applies a newer event, even one that skips a lost intermediate status', () => {
    expect(applyEvent(draft, { id: 'evt-3', sequence: 3, status: 'Completed' })).toEqual({
      outcome: 'applied',
      state: { status: 'Completed', lastSequence: 3, lastEventId: 'evt-3' },
    });
  });

  it('applies a newer event with the same status (a party signed, others pending)', () => {
    const processing: ReceivedDocumentState = { status: 'Processing', lastSequence: 2, lastEventId: 'evt-2' };
    expect(applyEvent(processing, { id: 'evt-3', sequence: 3, status: 'Processing' })).toMatchObject({
      outcome: 'applied',
      state: { status: 'Processing', lastSequence: 3 },
    });
  });

  it('ignores the same event delivered twice', () => {
    const applied = applyEvent(draft, { id: 'evt-2', sequence: 2, status: 'Processing' });
    if (applied.outcome !== 'applied') throw new Error('expected applied');
    expect(applyEvent(applied.state, { id: 'evt-2', sequence: 2, status: 'Processing' })).toEqual({
      outcome: 'ignored',
      reason: 'duplicate',
    });
  });

  it('ignores an older event arriving after a newer one', () => {
    const completed: ReceivedDocumentState = { status: 'Completed', lastSequence: 4, lastEventId: 'evt-4' };
    expect(applyEvent(completed, { id: 'evt-3', sequence: 3, status: 'Processing' })).toEqual({
      outcome: 'ignored',
      reason: 'stale',
    });
    expect(applyEvent(completed, { id: 'evt-x', sequence: 4, status: 'Processing' })).toEqual({
      outcome: 'ignored',
      reason: 'stale',
    });
  });

  it('refuses a newer event the model says cannot happen', () => {
    const completed: ReceivedDocumentState = { status: 'Completed', lastSequence: 4, lastEventId: 'evt-4' };
    expect(applyEvent(completed, { id: 'evt-5', sequence: 5, status: 'Processing' })).toEqual({
      outcome: 'refused',
      reason: 'illegal-transition',
      from: 'Completed',
      to: 'Processing',
    });
  });
});
