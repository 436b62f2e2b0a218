// Onboarding requests (see docs/product/onboarding.md): the record the investor's onboarding, the
// public KYC form and the compliance review share. A request belongs to one investor account of the tenant, starts
// `processing`, and has parts with their own statuses: the KYC (draft -> sent -> verified | rejected), then the
// compliance forms and supporting documents. Every change writes an event (who, role, what, from, to, when) in the
// same transaction.
//
// Here: the KYC of the public form (modules/kyc-invitations) lands in the investor's request still waiting for
// its KYC, or in a new request started by that invitation.
import type { OnboardingRequestRow, OnboardingStatus } from '../../db/schema';
import type { Caller } from '../shared';
import { formsFromKyc } from './compliance-forms-from-kyc';
import * as repo from './onboarding-requests.repository';

/** `ONB/2026/000123`: the request's human reference (screens, PDFs, e-mails). */
export function onboardingReference(row: Pick<OnboardingRequestRow, 'number' | 'createdAt'>): string {
  return `ONB/${row.createdAt.getUTCFullYear()}/${String(row.number).padStart(6, '0')}`;
}

interface KycPersonal {
  firstName?: unknown;
  lastName?: unknown;
  pesel?: unknown;
}

/** The list columns copied from a KYC document: the person's name and the main tax number (or the PESEL). */
function summaryOf(data: Record<string, unknown>): {
  firstName: string;
  lastName: string;
  taxNumber: string | null;
  taxResidenceCountry: string | null;
} {
  const personal = (data.personal ?? {}) as KycPersonal;
  const tax = (data.tax ?? {}) as { taxResidenceCountry?: unknown; taxNumbers?: { main?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    firstName: text(personal.firstName),
    lastName: text(personal.lastName),
    taxNumber: text(tax.taxNumbers?.main) || text(personal.pesel) || null,
    taxResidenceCountry: text(tax.taxResidenceCountry) || null,
  };
}

export interface SubmittedKyc {
  investorId: string;
  email: string;
  /** The inviting advisor, when an invitation started it (the review list's advisor and network scope). */
  ownerId: string | null;
  sourceName: string;
  /** Valid against schemas/kyc-natural-person.schema.json (checked by the caller). */
  data: Record<string, unknown>;
}

/**
 * Records a natural person's KYC sent from the public form: into the investor's request that still waits for its
 * KYC, else into a new request (source `kyc-invitation`, status processing: compliance forms and supporting
 * documents follow in the investor panel). Run it inside the submission's transaction (`{ ...caller, db: tx }`).
 */
export async function recordSubmittedKyc(caller: Caller, input: SubmittedKyc): Promise<OnboardingRequestRow> {
  const { db, tenant } = caller;
  const now = caller.services.now();
  const summary = summaryOf(input.data);
  const name = `${summary.firstName} ${summary.lastName}`.trim() || null;
  await repo.lockInvestor(db, tenant.id, input.investorId);

  const kyc = {
    kycData: input.data,
    kycSentAt: now,
    // The same forms the onboarding's own "send KYC" generates: the investor approves them next.
    complianceForms: formsFromKyc(input.data, now),
    name,
    taxNumber: summary.taxNumber,
    taxResidenceCountry: summary.taxResidenceCountry,
    investorType: 'natural-person' as const,
    updatedAt: now,
  };
  let request: OnboardingRequestRow | null = null;
  const waiting = await repo.findRequestAwaitingKyc(db, tenant.id, input.investorId);
  if (waiting) request = await repo.sendKyc(db, tenant.id, waiting.id, kyc);
  if (!request) {
    const status: OnboardingStatus = 'processing';
    request = await repo.insertRequest(db, {
      tenantId: tenant.id,
      investorId: input.investorId,
      email: input.email,
      status,
      statusChangedAt: now,
      source: 'kyc-invitation',
      ownerId: input.ownerId,
      sourceName: input.sourceName,
      ...kyc,
      kycStatus: 'sent',
      createdAt: now,
    });
    await repo.insertEvent(db, {
      tenantId: tenant.id,
      requestId: request.id,
      type: 'created',
      toValue: status,
      actorRole: 'visitor',
      actorId: null,
      reason: 'kyc-invitation',
      occurredAt: now,
    });
  }
  await repo.insertEvent(db, {
    tenantId: tenant.id,
    requestId: request.id,
    type: 'kyc_sent',
    fromValue: 'draft',
    toValue: 'sent',
    actorRole: 'visitor',
    actorId: null,
    occurredAt: now,
  });
  if (summary.firstName && summary.lastName) {
    await repo.nameInvestorIfUnnamed(
      db,
      input.investorId,
      { firstName: summary.firstName, surname: summary.lastName },
      now,
    );
  }
  return request;
}

/** One request of the caller's tenant with its timeline (the review and the tests read it). */
export async function loadRequestWithEvents(caller: Caller, requestId: string) {
  const request = await repo.findRequest(caller.db, caller.tenant.id, requestId);
  if (!request) return null;
  return { request, events: await repo.listEvents(caller.db, request.id) };
}
