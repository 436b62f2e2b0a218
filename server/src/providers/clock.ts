// The providers never read the system clock themselves: the app's clock (services.ts `now`) is passed in, so
// tests and the sandboxes' demo pages can move time (expiry, webhook tolerance, register dates).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
