import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getGetCampaignQueryKey, getListCampaignsQueryKey } from '#generated/api/campaigns/campaigns';
import { getErrorMessage } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import { m } from './messages';

/**
 * Runs one change of a campaign (suspend, image, document, product): a toast with `done` on success, the one
 * error handler's text on failure, and the campaign (and the list) refreshed either way. Resolves to success.
 */
export function useCampaignAction(campaignId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  return useCallback(
    async (run: () => Promise<unknown>, done: MessageDescriptor): Promise<boolean> => {
      let ok = true;
      try {
        await run();
        notify({ kind: 'success', title: intl.formatMessage(m.success), message: intl.formatMessage(done) });
      } catch (error) {
        ok = false;
        notify({ kind: 'error', title: intl.formatMessage(m.actionFailed), message: getErrorMessage(error, intl) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: getListCampaignsQueryKey() }),
      ]);
      return ok;
    },
    [campaignId, intl, notify, queryClient],
  );
}
