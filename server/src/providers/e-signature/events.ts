// Callbacks from the e-signature provider arrive late, twice, or out of order (and some never: a reconciler
// polls getDocument and feeds the answer through the same function). Every event carries the document's
// sequence number, which the provider increments on each change: the receiver keeps the last one applied and
// ignores anything not newer. The event id is for the receiver's de-duplication table and the logs.
import { canReach, type DocumentStatus } from './status';

export type PartyStatus = 'pending' | 'signed' | 'refused';

/** The webhook body (signed with webhooks/signature.ts). */
export interface DocumentEvent {
  id: string;
  type: 'document.updated';
  documentId: string;
  externalReference: string;
  /** Increases by one on every change of the document (status or a party's decision). */
  sequence: number;
  occurredAt: string;
  status: DocumentStatus;
  parties: { id: string; status: PartyStatus }[];
}

/** What the receiver keeps per document (e.g. columns of the offer's agreement). */
export interface ReceivedDocumentState {
  status: DocumentStatus;
  lastSequence: number;
  lastEventId: string | null;
}

export type ApplyEventResult =
  | { outcome: 'applied'; state: ReceivedDocumentState }
  | { outcome: 'ignored'; reason: 'duplicate' | 'stale' }
  | { outcome: 'refused'; reason: 'illegal-transition'; from: DocumentStatus; to: DocumentStatus };

/**
 * The receiver's decision for one event. `refused` means the provider reported something our model says
 * cannot happen (e.g. Completed → Processing with a newer sequence): log it and let the reconciler look.
 */
export function applyEvent(
  current: ReceivedDocumentState,
  event: Pick<DocumentEvent, 'id' | 'sequence' | 'status'>,
): ApplyEventResult {
  if (event.id === current.lastEventId) return { outcome: 'ignored', reason: 'duplicate' };
  if (event.sequence <= current.lastSequence) return { outcome: 'ignored', reason: 'stale' };
  if (!canReach(current.status, event.status)) {
    return { outcome: 'refused', reason: 'illegal-transition', from: current.status, to: event.status };
  }
  return { outcome: 'applied', state: { status: event.status, lastSequence: event.sequence, lastEventId: event.id } };
}
