// Tag `campaigns`. Campaigns arrive with a later issue: until then only the campaign choices of the advisor
// forms answer (no campaign exists in any tenant, so the true answer is an empty list); the rest answers 501.
// Who may ask is the operation's x-roles (checked by the auth plugin).
import type { OperationHandlers } from '../shared';

export const campaignsHandlers: OperationHandlers = {
  async listCampaignChoices() {
    return [];
  },
};
