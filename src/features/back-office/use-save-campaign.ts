import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCreateCampaign, useUpdateCampaign } from '#generated/api/back-office/back-office';
import { getGetCampaignQueryKey, getListCampaignsQueryKey } from '#generated/api/campaigns/campaigns';
import type { CampaignInput } from '#generated/api/model';
import { errorBodyOf, getErrorMessage } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import { m } from './messages';

/**
 * Create (no id: then on to the new campaign's page, where its products, image and documents are added) or
 * update (id) a campaign. Violations stay on their fields; any other error goes through the one error handler.
 */
export function useSaveCampaign(id?: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [serverError, setServerError] = useState<unknown>(undefined);

  const save = useCallback(
    async (data: CampaignInput) => {
      setServerError(undefined);
      let savedId: string;
      try {
        savedId = id ? (await update.mutateAsync({ id, data })).id : (await create.mutateAsync({ data })).id;
      } catch (error) {
        setServerError(error);
        const onFields = errorBodyOf(error)?.violations?.some((violation) => violation.propertyPath) ?? false;
        notify({
          kind: 'error',
          title: intl.formatMessage(m.saveFailed),
          message: onFields ? intl.formatMessage(m.formInvalid) : getErrorMessage(error, intl),
        });
        return;
      }
      notify({
        kind: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(id ? m.updated : m.created),
      });
      await queryClient.invalidateQueries({ queryKey: getListCampaignsQueryKey() });
      if (id) await queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(id) });
      else navigate(`/app/campaigns/${savedId}`);
    },
    [id, create, update, intl, notify, queryClient, navigate],
  );

  return { save, serverError, submitting: create.isPending || update.isPending };
}
