// Demo payouts (DEMO_DATA only): the demo investor's active investments with a schedule get their past rows
// paid on their due dates, the last past row paid in part (half the gross interest), each with its
// payout_recorded event by the operator, so the investor panel shows paid, partially paid and scheduled rows,
// interest paid to date and a tax summary. Runs with the demo offers (once per tenant).
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import { compareIsoDates, todayIso } from '#schemas/formats/date';
import type { Database } from '../db/open-db';
import { insertPayout, listInvestments, scheduleOf, taxOnGross } from '../modules/investments';
import { insertOfferEvent } from '../modules/offers';

export async function seedDemoPayouts(
  db: Database,
  input: { tenantId: string; investorId: string; operatorId: string | null; now: Date },
): Promise<number> {
  const today = todayIso(input.now);
  const investments = await listInvestments(db, input.tenantId, { investorId: input.investorId, statusIn: ['active'] });
  let made = 0;
  for (const record of investments) {
    if (record.product.interestType !== 'Fixed') continue; // variable fixings are the operator's to record
    const schedule = scheduleOf({ ...record, fixings: [], payouts: [] }, today);
    if (!schedule) continue;
    const past = schedule.rows.filter((state) => compareIsoDates(state.row.dueDate, today) < 0);
    for (const [index, state] of past.entries()) {
      const partial = index === past.length - 1;
      const gross = partial ? toMinorUnits(state.row.grossInterest) / 2n : toMinorUnits(state.row.grossInterest);
      const tax = partial
        ? schedule.engine.conventions.taxWithheld
          ? taxOnGross(gross)
          : 0n
        : toMinorUnits(state.row.tax);
      const principal = partial ? 0n : toMinorUnits(state.row.principal);
      const at = new Date(`${state.row.dueDate}T10:00:00.000Z`);
      await insertPayout(db, {
        tenantId: input.tenantId,
        offerId: record.offer.id,
        dueDate: state.row.dueDate,
        kind: 'payment',
        paidOn: state.row.dueDate,
        grossInterest: formatMinorUnits(gross),
        tax: formatMinorUnits(tax),
        principal: formatMinorUnits(principal),
        settles: !partial,
        recordedBy: input.operatorId,
        recordedAt: at,
      });
      await insertOfferEvent(db, {
        tenantId: input.tenantId,
        offerId: record.offer.id,
        type: 'payout_recorded',
        fromValue: 'scheduled',
        toValue: partial ? 'partially-paid' : 'paid',
        actorRole: 'operator',
        actorId: input.operatorId,
        reason: null,
        relatedDate: state.row.dueDate,
        amount: formatMinorUnits(gross - tax + principal),
        occurredAt: at,
      });
      made += 1;
    }
  }
  return made;
}
