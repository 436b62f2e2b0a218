// The e-signature document's life (Autenti's status names; the transitions are not published, REFERENCE.md:
// New → Draft → Processing (sent) → Completed | Rejected, withdrawal via Withdrawing → Withdrawn, Error from
// any step in progress, Unknown for a status we do not recognise). One table, used by the sandbox to refuse
// illegal actions and by the receiver (events.ts) to refuse impossible reports.

export const DOCUMENT_STATUSES = [
  'New',
  'Draft',
  'Processing',
  'Completed',
  'Rejected',
  'Withdrawing',
  'Withdrawn',
  'Error',
  'Unknown',
] as const;

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export type DocumentAction = 'upload' | 'send' | 'complete' | 'reject' | 'withdraw' | 'confirmWithdrawal' | 'fail';

const TRANSITIONS: Readonly<Record<DocumentStatus, Partial<Record<DocumentAction, DocumentStatus>>>> = {
  New: { upload: 'Draft', withdraw: 'Withdrawing', fail: 'Error' },
  // Uploading again replaces the PDF while nothing has been sent.
  Draft: { upload: 'Draft', send: 'Processing', withdraw: 'Withdrawing', fail: 'Error' },
  Processing: { complete: 'Completed', reject: 'Rejected', withdraw: 'Withdrawing', fail: 'Error' },
  Withdrawing: { confirmWithdrawal: 'Withdrawn', fail: 'Error' },
  Completed: {},
  Rejected: {},
  Withdrawn: {},
  Error: {},
  // We lost track of the document: only the provider's next report (events.ts) can tell where it is.
  Unknown: {},
};

export type TransitionResult =
  { ok: true; status: DocumentStatus } | { ok: false; from: DocumentStatus; action: DocumentAction };

export function transition(status: DocumentStatus, action: DocumentAction): TransitionResult {
  const next = TRANSITIONS[status][action];
  return next ? { ok: true, status: next } : { ok: false, from: status, action };
}

export const isFinalStatus = (status: DocumentStatus): boolean =>
  status !== 'Unknown' && Object.keys(TRANSITIONS[status]).length === 0;

/** A provider's status text as ours; anything unexpected is Unknown (never a crash, never a guess). */
export function toDocumentStatus(raw: string): DocumentStatus {
  return (DOCUMENT_STATUSES as readonly string[]).includes(raw) ? (raw as DocumentStatus) : 'Unknown';
}

/**
 * Can `from` become `to` through zero or more legal steps? Callbacks get lost, so a receiver in Draft may hear
 * "Completed" without ever hearing "Processing": reachable is what matters, not one step. From Unknown every
 * status is reachable (we do not know where the document was).
 */
export function canReach(from: DocumentStatus, to: DocumentStatus): boolean {
  if (from === to || from === 'Unknown') return true;
  const seen = new Set<DocumentStatus>([from]);
  const queue: DocumentStatus[] = [from];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const next of Object.values(TRANSITIONS[current])) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}
