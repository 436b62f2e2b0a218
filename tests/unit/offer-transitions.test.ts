import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  checkTransition,
  isPublicLinkAlive,
  OFFER_STATUSES,
  checkRestore,
} from '#schemas/offers/offer-transitions';

describe('the offer transition policy', () => {
  it('walks the happy path invited -> viewed -> interested -> accepted -> active', () => {
    expect(checkTransition('view', 'invited', 'visitor')).toMatchObject({ ok: true, transition: { to: 'viewed' } });
    expect(checkTransition('express-interest', 'viewed', 'investor')).toMatchObject({
      transition: { to: 'interested' },
    });
    expect(checkTransition('accept', 'interested', 'visitor')).toMatchObject({ transition: { to: 'accepted' } });
    expect(checkTransition('confirm-payment', 'accepted', 'operator')).toMatchObject({ transition: { to: 'active' } });
  });

  it('tells the investor side that a moved-on offer is out of date, and the back office that the move is not allowed', () => {
    expect(checkTransition('accept', 'accepted', 'visitor')).toEqual({ ok: false, code: 'OFFER_OUT_OF_DATE' });
    expect(checkTransition('express-interest', 'archived', 'investor')).toEqual({
      ok: false,
      code: 'OFFER_OUT_OF_DATE',
    });
    expect(checkTransition('confirm-payment', 'interested', 'operator')).toEqual({
      ok: false,
      code: 'OFFER_TRANSITION_NOT_ALLOWED',
    });
    expect(checkTransition('archive', 'active', 'advisor')).toEqual({
      ok: false,
      code: 'OFFER_TRANSITION_NOT_ALLOWED',
    });
  });

  it('refuses actions to actors who may never take them', () => {
    expect(checkTransition('confirm-payment', 'accepted', 'advisor')).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(checkTransition('accept', 'interested', 'advisor')).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(checkTransition('archive', 'invited', 'visitor')).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('offers an advisor only decline and archive on an open offer, nothing on an active one', () => {
    expect(allowedActions('viewed', 'advisor')).toEqual(['decline', 'archive']);
    expect(allowedActions('active', 'advisor')).toEqual([]);
    expect(allowedActions('accepted', 'operator')).toEqual(['confirm-payment', 'reject', 'withdraw-agreement']);
  });

  it('keeps the public link alive while the offer is open or accepted only', () => {
    expect(OFFER_STATUSES.filter(isPublicLinkAlive)).toEqual(['invited', 'viewed', 'interested', 'accepted']);
  });

  it('lets the advisor side restore an archived offer (to its previous status), and nobody else', () => {
    expect(checkRestore('archived', 'advisor')).toEqual({ ok: true });
    expect(allowedActions('archived', 'coordinator')).toEqual(['restore']);
    expect(checkRestore('declined', 'operator')).toEqual({ ok: false, code: 'OFFER_TRANSITION_NOT_ALLOWED' });
    expect(checkRestore('archived', 'investor')).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(allowedActions('archived', 'visitor')).toEqual([]);
    // Its target is not fixed: checkTransition never performs it.
    expect(checkTransition('restore', 'archived', 'advisor')).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});
