import { readStorage, removeStorage, writeStorage } from '../../lib/storage/local-storage';
import type { KycData } from './kyc-steps';

/**
 * The KYC form's draft, kept in this browser's localStorage under the invitation's token while the person types
 * (a reload or a closed tab loses nothing), removed once the form is sent or the invitation is no longer open.
 * Never sent anywhere: the server receives the form only when it is submitted.
 */
export interface KycDraft {
  version: 1;
  /** The step shown last, and the furthest step reached (the step list lets the person go back to it). */
  step: number;
  reached: number;
  data: KycData;
  /** The invitation's end: a draft of an expired invitation is dropped. */
  expiresAt: string;
}

const PREFIX = 'fund.kyc-draft:';
const keyOf = (token: string) => `${PREFIX}${token}`;

export function readDraft(token: string, now: Date = new Date()): KycDraft | null {
  const raw = readStorage(keyOf(token));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<KycDraft>;
    const valid =
      draft.version === 1 &&
      typeof draft.step === 'number' &&
      typeof draft.reached === 'number' &&
      typeof draft.data === 'object' &&
      draft.data !== null &&
      typeof draft.expiresAt === 'string';
    if (!valid || new Date(draft.expiresAt as string) <= now) {
      removeStorage(keyOf(token));
      return null;
    }
    return draft as KycDraft;
  } catch {
    removeStorage(keyOf(token));
    return null;
  }
}

export function writeDraft(token: string, draft: KycDraft): void {
  writeStorage(keyOf(token), JSON.stringify(draft));
}

export function removeDraft(token: string): void {
  removeStorage(keyOf(token));
}
