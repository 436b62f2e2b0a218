// inviteInvestor (docs/decisions/0008): an advisor invites one e-mail to an offer of a campaign's product.
//  - the campaign and the product (of that campaign) must exist in the tenant (404), the network must be one of
//    the caller's (an operator: any network of the tenant; else 403), the campaign must be active now (422);
//  - the lead rule: an offer of ANOTHER owner to this e-mail in this campaign still in play (not declined,
//    rejected, archived) = 409 LEAD_OTHER_OWNER; the same owner inviting again to the same product gets the same
//    offer with a fresh link while that link works (open or accepted; the token hash is replaced: the previous
//    link is dead); after an active investment, or for another product of the campaign, a new offer;
//  - the e-mail's account: the tenant's investor account is linked, or made (role investor, active, Polish) so the
//    invitee can also sign in with an e-mailed token; an e-mail of an advisor, coordinator or operator of the
//    tenant is 409 EMAIL_ALREADY_USED (one account per e-mail and tenant, and staff do not invest through their
//    staff account); a closed (deleted) investor account is 409 ACCOUNT_INACTIVE;
//  - the token: 256 random bits, only its SHA-256 stored; the invitation_sent event and the e-mail (outbox) in
//    the same transaction as the offer; Idempotency-Key honoured (a retry returns the same offer, one e-mail).
import type { InvitationResult, InviteInvestorRequest } from '#generated/api/model';
import { isPublicLinkAlive } from '#schemas/offers/offer-transitions';
import type { CampaignRow, ProductRow } from '../../db/schema';
import { renderNotice } from '../../mail/notice';
import { mailTexts, type MailLocale } from '../../mail/templates';
import { notFound } from '../../plugins/errors';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import { forbidden, invitedInvestorAccount, runIdempotent, type UserCaller } from '../shared';
import { requireActiveCampaign } from './campaign-status';
import * as repo from './offers.repository';
import { leadOtherOwner, recordOfferEvent } from './offers.service';

/** The public offer link of a token. */
export const offerLinkPath = (token: string) => `/campaign?token=${encodeURIComponent(token)}`;

const textIn = (texts: { pl?: string | null; en?: string | null } | null | undefined, locale: MailLocale): string =>
  (locale === 'en' ? texts?.en : undefined) || texts?.pl || '';

export function campaignNameIn(campaign: Pick<CampaignRow, 'data'>, locale: MailLocale): string {
  const translations = campaign.data.translations as Record<string, { name?: string } | undefined>;
  return (locale === 'en' ? translations.en?.name : undefined) || translations.pl?.name || '';
}

export async function invite(
  caller: UserCaller,
  input: { campaignId: string; productId: string; body: InviteInvestorRequest; idempotencyKey: string | undefined },
): Promise<InvitationResult> {
  const { db, tenant, user } = caller;
  const campaign = await repo.findCampaign(db, tenant.id, input.campaignId);
  if (!campaign) throw notFound('Campaign not found');
  const product = await repo.findCampaignProduct(db, tenant.id, campaign.id, input.productId);
  if (!product) throw notFound('Product not found');
  const networkOk = await repo.networkUsableBy(db, tenant.id, input.body.networkId, {
    userId: user.userId,
    anyOfTenant: user.role === 'operator',
  });
  if (!networkOk) throw forbidden('The offer can be made only in one of your networks');
  requireActiveCampaign(campaign, caller.services.now());

  const email = input.body.investorEmail.trim().toLowerCase();
  const message = input.body.message.trim();
  const { value } = await runIdempotent(
    db,
    {
      tenantId: tenant.id,
      operation: 'inviteInvestor',
      subject: user.userId,
      key: input.idempotencyKey,
      request: { campaignId: campaign.id, productId: product.id, body: input.body },
    },
    async (tx) => {
      const now = caller.services.now();
      await repo.lockLead(tx, tenant.id, campaign.id, email);
      const lead = await repo.findLeadOffers(tx, tenant.id, campaign.id, email);
      if (lead.some((offer) => offer.ownerId !== user.userId)) throw leadOtherOwner();

      const account = await invitedInvestorAccount(tx, tenant.id, email, now);

      const token = newOpaqueToken();
      // The same owner and product: the offer whose link still works (open or accepted) gets a fresh link; after
      // an active investment a new invitation is a new offer (a further investment).
      const existing = lead.find((offer) => offer.productId === product.id && isPublicLinkAlive(offer.status));
      const offer = existing
        ? await repo.replaceOfferToken(tx, tenant.id, existing.id, { tokenHash: hashToken(token), message }, now)
        : await repo.insertOffer(tx, {
            tenantId: tenant.id,
            campaignId: campaign.id,
            productId: product.id,
            networkId: input.body.networkId,
            ownerId: user.userId,
            investorId: account.id,
            investorEmail: email,
            message,
            status: 'invited',
            statusChangedAt: now,
            tokenHash: hashToken(token),
            currency: product.currency,
            createdAt: now,
            updatedAt: now,
          });
      if (!offer) throw notFound('Offer not found');
      await recordOfferEvent(
        { ...caller, db: tx },
        { offerId: offer.id, type: 'invitation_sent', fromValue: null, toValue: email },
      );
      const owner = (await repo.findUserName(tx, user.userId)) ?? {
        firstName: user.firstName,
        surname: user.surname,
        email: user.email,
      };
      const mail = renderInvitationMail({
        caller,
        locale: account.locale,
        recipientName: account.firstName || null,
        campaign,
        product,
        advisor: owner,
        message,
        linkPath: offerLinkPath(token),
      });
      await caller.services.outbox.enqueue(tx, {
        tenantId: tenant.id,
        recipient: email,
        locale: account.locale,
        ...mail,
      });
      return { offerId: offer.id, investorEmail: email, status: offer.status } satisfies InvitationResult;
    },
    { statusCode: 201, now: caller.services.now() },
  );
  caller.services.outbox.kick();
  return value;
}

/** The invitation e-mail: the tenant's branding and invite text, the advisor's own words (escaped), the link. */
export function renderInvitationMail(input: {
  caller: Pick<UserCaller, 'tenant' | 'baseUrl'>;
  locale: MailLocale;
  recipientName: string | null;
  campaign: Pick<CampaignRow, 'data'>;
  product: Pick<ProductRow, 'name' | 'code'>;
  advisor: { firstName: string; surname: string; email: string };
  message: string;
  /** The offer link's path and query on the tenant's origin. */
  linkPath: string;
}) {
  const { tenant } = input.caller;
  const texts = mailTexts(input.locale).invitation;
  const campaignName = campaignNameIn(input.campaign, input.locale);
  const productName = textIn(input.product.name, input.locale) || input.product.code;
  const advisorName = `${input.advisor.firstName} ${input.advisor.surname}`.trim() || input.advisor.email;
  const inviteText = textIn(tenant.adminConfiguration.inviteText ?? tenant.whiteLabel.inviteText, input.locale);
  return renderNotice({
    locale: input.locale,
    tenant,
    baseUrl: input.caller.baseUrl,
    subject: texts.subject(campaignName),
    name: input.recipientName,
    paragraphs: [
      ...(inviteText ? [inviteText.replaceAll('{campaignName}', campaignName)] : []),
      texts.intro(advisorName, campaignName, productName),
      texts.contact(advisorName, input.advisor.email),
    ],
    quote: { label: texts.messageLabel(advisorName), text: input.message },
    details: [
      [texts.offerLabel, campaignName],
      [texts.productLabel, `${productName} (${input.product.code})`],
    ],
    action: { label: texts.button, path: input.linkPath },
    note: texts.notExpected,
  });
}
