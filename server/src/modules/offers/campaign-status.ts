// A campaign's status follows its dates in Europe/Warsaw unless the operator suspended it (decision 0008):
// before the start: scheduled; start..end inclusive: active; after the end: completed; suspended: inactive.
// The rule is the campaigns module's (campaignStatus); this is what the offer rules need to refuse a move.
import { todayIso } from '#schemas/formats/date';
import type { CampaignRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { campaignStatus, type CampaignStatus } from '../campaigns';

export type { CampaignStatus };

/** The campaign's status at the instant `now` (its day in Warsaw). */
export function campaignStatusOn(
  campaign: Pick<CampaignRow, 'startDate' | 'endDate' | 'suspended'>,
  now: Date,
): CampaignStatus {
  return campaignStatus(campaign, todayIso(now));
}

/** 422 CAMPAIGN_INACTIVE / CAMPAIGN_NOT_STARTED / CAMPAIGN_FINISHED unless the campaign is active now. */
export function requireActiveCampaign(
  campaign: Pick<CampaignRow, 'startDate' | 'endDate' | 'suspended'>,
  now: Date,
): void {
  switch (campaignStatusOn(campaign, now)) {
    case 'inactive':
      throw new HttpError(422, 'CAMPAIGN_INACTIVE', 'Campaign is no longer active');
    case 'scheduled':
      throw new HttpError(422, 'CAMPAIGN_NOT_STARTED', 'Campaign is not yet started');
    case 'completed':
      throw new HttpError(422, 'CAMPAIGN_FINISHED', 'Campaign has already been completed');
    default:
  }
}
