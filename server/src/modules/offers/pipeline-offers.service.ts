// The pipeline's actions on one offer (tag investor-pipeline; docs/product/investor-pipeline.md): the board's moves (decline with a
// reason, archive, restore) through the ONE transition policy, the owner change with its rules, the advisors an
// offer can be handed to, and the download of a payment confirmation. Every offer is found through the object
// rule first (findVisibleOffer: 404 for an offer the caller cannot see, never 403).
//
// Owner change (docs/decisions/0011):
//  - the new owner is an advisor or coordinator of the tenant (else 404 ADVISOR_NOT_FOUND), active (else 409
//    ADVISOR_INACTIVE) and a member of the offer's network (else 409 ADVISOR_NOT_IN_NETWORK);
//  - who may: the owner (an advisor hands over their offer), a coordinator of the offer's network, the tenant's
//    operator: exactly who sees the offer; naming the current owner changes nothing;
//  - the lead (the investor's e-mail in the campaign) has ONE owner: the previous owner's other offers of the
//    same lead that are still in play move with it, under the invitations' lead lock; a caller who may not move
//    one of them is 403, a new owner outside the network of one of them 409;
//  - each moved offer gets an owner_changed event (who, from, to, when: the names at the time); the new owner and
//    the previous one an e-mail each (their language, the tenant's branding), in the same transaction (outbox),
//    except whoever made the change: nobody is told about their own action.
import type { IdName, InvestorOfferRow, InvestorOfferStatusChange } from '#generated/api/model';
import { renderNotice } from '../../mail/notice';
import { mailTexts, type MailLocale } from '../../mail/templates';
import { contentDisposition } from '../../providers/storage/file-types';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { forbidden, type FileBody, type UserCaller } from '../shared';
import { campaignNameIn } from './invitations.service';
import * as repo from './offers.repository';
import {
  applyOfferAction,
  findVisibleOffer,
  offerActor,
  offerNotFound,
  offerRow,
  offerViewer,
  type OfferStatus,
} from './offers.service';

export const advisorNotFound = () => new HttpError(404, 'ADVISOR_NOT_FOUND', 'Advisor not found');
export const advisorInactive = () => new HttpError(409, 'ADVISOR_INACTIVE', 'The advisor’s account is not active');
export const advisorNotInNetwork = () =>
  new HttpError(409, 'ADVISOR_NOT_IN_NETWORK', 'The advisor does not belong to the network of the offer');

/** Not declined, rejected or archived: the offer holds its lead. */
const inPlay = (status: OfferStatus): boolean => !['declined', 'rejected', 'archived'].includes(status);

const personName = (person: { firstName: string; surname: string; email: string }): string =>
  `${person.firstName} ${person.surname}`.trim() || person.email;

// ------------------------------------------------------------------ the board's moves

/** changeInvestorOfferStatus: decline (with a reason), archive, restore, by the policy; the row after it. */
export async function changeStatus(
  caller: UserCaller,
  offerId: string,
  body: InvestorOfferStatusChange,
): Promise<InvestorOfferRow> {
  const offer = await findVisibleOffer(caller, offerId);
  const reason = body.reason?.trim() ?? '';
  if (body.action === 'decline' && reason.length < 3) {
    throw validationFailed([
      { propertyPath: 'reason', title: 'validation.required', message: 'A reason is required to decline an offer.' },
    ]);
  }
  const updated = await applyOfferAction(caller, {
    offer,
    action: body.action,
    reason: reason || null,
    ...(body.action === 'decline' && { set: { decisionReason: reason } }),
  });
  return offerRow(caller, updated.id);
}

// ------------------------------------------------------------------ owner change

/** listInvestorOfferOwnerChoices: the active advisors of the offer's network but its owner, by name. */
export async function ownerChoices(caller: UserCaller, offerId: string): Promise<IdName[]> {
  const offer = await findVisibleOffer(caller, offerId);
  const rows = await repo.listOwnerChoices(caller.db, caller.tenant.id, offer.networkId, offer.ownerId);
  return rows.map((row) => ({ id: row.id, name: personName(row) }));
}

/** changeInvestorOfferOwner (the rules above); the offer's row with its new owner. */
export async function changeOwner(caller: UserCaller, offerId: string, ownerId: string): Promise<InvestorOfferRow> {
  const { db, tenant } = caller;
  const visible = await findVisibleOffer(caller, offerId);
  const target = await repo.findAdvisorAccount(db, tenant.id, ownerId);
  if (!target) throw advisorNotFound();
  if (target.status !== 'active') throw advisorInactive();
  if (target.id === visible.ownerId) return offerRow(caller, visible.id);

  const viewer = offerViewer(caller);
  const told = await db.transaction(async (tx) => {
    // The invitations' lock of this lead first, then the offer's row: the lead and the owner are read current.
    await repo.lockLead(tx, tenant.id, visible.campaignId, visible.investorEmail);
    const offer = await repo.lockOffer(tx, tenant.id, visible.id);
    if (!offer || !(await repo.findVisibleOffer(tx, tenant.id, viewer, offer.id))) throw offerNotFound();
    if (offer.ownerId === target.id) return 0; // the same change won the race: nothing left to do
    const siblings = inPlay(offer.status)
      ? (await repo.findLeadOffers(tx, tenant.id, offer.campaignId, offer.investorEmail)).filter(
          (other) => other.id !== offer.id && other.ownerId === offer.ownerId,
        )
      : [];
    for (const sibling of siblings) {
      if (!(await repo.findVisibleOffer(tx, tenant.id, viewer, sibling.id))) {
        throw forbidden('Another offer of this investor in this campaign is in a network you do not manage');
      }
    }
    const moving = [offer, ...siblings];
    for (const networkId of new Set(moving.map((candidate) => candidate.networkId))) {
      if (!(await repo.isNetworkMember(tx, networkId, target.id))) throw advisorNotInNetwork();
    }
    const now = caller.services.now();
    const ids = await repo.setOffersOwner(tx, {
      tenantId: tenant.id,
      offerIds: moving.map((candidate) => candidate.id),
      from: offer.ownerId,
      to: target.id,
      now,
    });
    const previous = await repo.findAdvisorAccount(tx, tenant.id, offer.ownerId);
    const fromName = previous ? personName(previous) : null;
    const toName = personName(target);
    for (const id of ids) {
      await repo.insertOfferEvent(tx, {
        tenantId: tenant.id,
        offerId: id,
        type: 'owner_changed',
        fromValue: fromName,
        toValue: toName,
        actorRole: offerActor(caller),
        actorId: caller.user.userId,
        reason: null,
        occurredAt: now,
      });
    }
    // Each side of the change is told, unless it is who made it; an account no longer active is not written to.
    const notices = [
      { recipient: target, side: 'toNewOwner' as const },
      ...(previous ? [{ recipient: previous, side: 'toPreviousOwner' as const }] : []),
    ].filter(({ recipient }) => recipient.id !== caller.user.userId && recipient.status === 'active');
    for (const { recipient, side } of notices) {
      const mail = await renderOwnerChangedMail(tx, caller, {
        offer,
        side,
        locale: recipient.locale,
        recipientName: recipient.firstName || null,
        previousOwner: fromName,
        newOwner: toName,
        alsoMoved: ids.length - 1,
      });
      await caller.services.outbox.enqueue(tx, {
        tenantId: tenant.id,
        recipient: recipient.email,
        locale: recipient.locale,
        ...mail,
      });
    }
    return notices.length;
  });
  if (told > 0) caller.services.outbox.kick();
  return offerRow(caller, visible.id);
}

/** The e-mail to one side of the change: which offer, who made the change, from whom to whom; tenant's branding. */
async function renderOwnerChangedMail(
  db: UserCaller['db'],
  caller: UserCaller,
  input: {
    offer: {
      campaignId: string;
      productId: string;
      investorName: string | null;
      investorEmail: string;
      status: OfferStatus;
    };
    side: 'toNewOwner' | 'toPreviousOwner';
    locale: MailLocale;
    recipientName: string | null;
    previousOwner: string | null;
    newOwner: string;
    alsoMoved: number;
  },
) {
  const texts = mailTexts(input.locale).ownerChanged;
  const campaign = await repo.findCampaign(db, caller.tenant.id, input.offer.campaignId);
  const product = await repo.findProduct(db, caller.tenant.id, input.offer.productId);
  const campaignName = campaign ? campaignNameIn(campaign, input.locale) : '';
  const productName = product ? (input.locale === 'en' ? product.name.en : undefined) || product.name.pl : '';
  const investor = input.offer.investorName
    ? `${input.offer.investorName} (${input.offer.investorEmail})`
    : input.offer.investorEmail;
  const actorName = personName({
    firstName: caller.user.firstName,
    surname: caller.user.surname,
    email: caller.user.email,
  });
  const toNewOwner = input.side === 'toNewOwner';
  const subjectInvestor = input.offer.investorName || input.offer.investorEmail;
  return renderNotice({
    locale: input.locale,
    tenant: caller.tenant,
    baseUrl: caller.baseUrl,
    subject: toNewOwner ? texts.toNewOwner.subject(subjectInvestor) : texts.toPreviousOwner.subject(subjectInvestor),
    name: input.recipientName,
    paragraphs: [
      toNewOwner
        ? texts.toNewOwner.intro(investor, campaignName)
        : texts.toPreviousOwner.intro(investor, campaignName, input.newOwner),
      ...(input.alsoMoved > 0 ? [texts.alsoMoved(input.alsoMoved)] : []),
    ],
    details: [
      [texts.investorLabel, investor],
      [texts.campaignLabel, campaignName],
      ...(product ? [[texts.productLabel, `${productName} (${product.code})`] as const] : []),
      [texts.statusLabel, texts.statuses[input.offer.status]],
      [texts.handedOverByLabel, actorName],
      ...(toNewOwner && input.previousOwner ? [[texts.previousOwnerLabel, input.previousOwner] as const] : []),
      ...(toNewOwner ? [] : [[texts.newOwnerLabel, input.newOwner] as const]),
    ],
    action: { label: texts.button, path: '/app/investors' },
  });
}

// ------------------------------------------------------------------ attachments

/** downloadInvestorOfferAttachment: a payment confirmation of an offer the caller sees (else 404). */
export async function downloadAttachment(
  caller: UserCaller,
  offerId: string,
  attachmentId: string,
): Promise<{ body: FileBody; contentType: string; disposition: string }> {
  const offer = await findVisibleOffer(caller, offerId);
  const file = await repo.findOfferAttachment(caller.db, caller.tenant.id, offer.id, attachmentId);
  if (!file) throw notFound('Attachment not found');
  const body = await caller.services.storage.openRead(file.storageKey);
  if (!body) throw new HttpError(500, 'FILE_DOWNLOAD_ERROR', 'The file of this attachment is missing');
  return { body, contentType: file.contentType, disposition: contentDisposition(file.fileName) };
}
