// Campaigns as advisors, coordinators and operators read them (docs/decisions/0008):
// - campaigns belong to the tenant: every advisor-panel user of the tenant sees every campaign of it (scheduled
//   ones too, marked by their status, so an advisor can prepare); operators also see the suspension and the
//   payment account;
// - scope `mine`: the campaigns in which the caller owns offers;
// - another tenant's ids are simply not found (404); the status follows the dates in Europe/Warsaw on the app's
//   clock unless suspended.
import type { Campaign, CampaignList, IdName, ListCampaignsParams, Product } from '#generated/api/model';
import { todayIso } from '#schemas/formats/date';
import { notFound } from '../../plugins/errors';
import { isUuid, type Caller, type UserCaller } from '../shared';
import type { StoredFile } from '../../providers/storage';
import { campaignStatus, toCampaign, toProduct, type CampaignStatus } from './campaign-model';
import * as repo from './campaigns.repository';
import type { CampaignAggregate } from './campaigns.repository';
import type { CampaignRow, ProductRow } from '../../db/schema';

/** Today in Warsaw on the app's clock. */
export const todayOf = (caller: Pick<Caller, 'services'>): string => todayIso(caller.services.now());

const viewOf = (caller: UserCaller) => ({
  tenant: caller.tenant,
  today: todayOf(caller),
  operator: caller.user.role === 'operator',
});

export async function list(caller: UserCaller, query: ListCampaignsParams): Promise<CampaignList> {
  const scope: repo.CampaignScope =
    query.scope === 'mine' ? { kind: 'owner', ownerId: caller.user.userId } : { kind: 'tenant' };
  const view = viewOf(caller);
  const page = await repo.listCampaigns(caller.db, caller.tenant.id, scope, view.today, query);
  return { items: page.items.map((item) => toCampaign(item, view)), totalCount: page.totalCount };
}

/** The campaign with its products, documents and raised amount; 404 when it is not the tenant's. */
export async function loadCampaign(caller: Caller, id: string): Promise<CampaignAggregate> {
  const found = isUuid(id) ? await repo.findCampaign(caller.db, caller.tenant.id, id) : null;
  if (!found) throw notFound('Campaign not found');
  return found;
}

export async function get(caller: UserCaller, id: string): Promise<Campaign> {
  return toCampaign(await loadCampaign(caller, id), viewOf(caller));
}

export async function getProduct(caller: UserCaller, id: string): Promise<Product> {
  const found = isUuid(id) ? await repo.findProductWithCampaign(caller.db, caller.tenant.id, id) : null;
  if (!found) throw notFound('Product not found');
  return toProduct(found.product, found.campaign);
}

export async function choices(caller: UserCaller): Promise<IdName[]> {
  return repo.listCampaignChoices(caller.db, caller.tenant.id, caller.user.userId);
}

export interface OfferTarget {
  campaign: CampaignRow;
  product: ProductRow;
  /** On the caller's today in Warsaw. */
  status: CampaignStatus;
}

/**
 * For the offers module: a product of a campaign of the caller's tenant, with the campaign and its status
 * today; null when the ids are malformed, another tenant's, or the product is not the campaign's.
 */
export async function loadOfferTarget(
  caller: Pick<Caller, 'db' | 'services' | 'tenant'>,
  campaignId: string,
  productId: string,
): Promise<OfferTarget | null> {
  if (!isUuid(campaignId) || !isUuid(productId)) return null;
  const found = await repo.findProductWithCampaign(caller.db, caller.tenant.id, productId, campaignId);
  if (!found) return null;
  return { ...found, status: campaignStatus(found.campaign, todayOf(caller)) };
}

// ------------------------------------------------------------------ public downloads (tag public-campaign-offer)

/** The campaign's image (any campaign of the host's tenant); 404 without one. */
export async function image(caller: Caller, id: string): Promise<{ body: StoredFile; contentType: string }> {
  const campaign = isUuid(id) ? await repo.findCampaignRow(caller.db, caller.tenant.id, id) : null;
  if (!campaign?.imageKey || !campaign.imageContentType) throw notFound('No image');
  const body = await caller.services.storage.openRead(campaign.imageKey);
  if (!body) throw notFound('No image');
  return { body, contentType: campaign.imageContentType };
}

/** A public document of a campaign of the host's tenant; 404 otherwise. */
export async function document(
  caller: Caller,
  campaignId: string,
  documentId: string,
): Promise<{ body: StoredFile; fileName: string }> {
  const row =
    isUuid(campaignId) && isUuid(documentId)
      ? await repo.findCampaignDocument(caller.db, caller.tenant.id, campaignId, documentId)
      : null;
  if (!row) throw notFound('Document not found');
  const body = await caller.services.storage.openRead(row.storageKey);
  if (!body) throw notFound('Document not found');
  return { body, fileName: row.fileName };
}
