// Public surface of the investor panel: the investor's summary, investments, payment schedules with
// statuses, the files; the operator's payouts and reference rates; the public schedule preview. The schedule
// engine itself is schemas/finance/payment-schedule.ts (shared with the SPA).
export { investmentsHandlers } from './investments.handlers';
export { insertPayout, listInvestments, type NewPayout } from './investments.repository';
export { scheduleOf, taxOnGross, type ComputedSchedule } from './investment-model';
