import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getGetAdvisorQueryKey,
  getListAdvisorsQueryKey,
  useCreateAdvisor,
  useUpdateAdvisor,
} from '#generated/api/advisors/advisors';
import type { AdvisorInput } from '#generated/api/model';
import { errorBodyOf, getErrorMessage } from '../../lib/errors';
import { useNotifications } from '../../lib/notifications';
import { advisorMessages } from './advisor-messages';

/** Create (no id) or update (id) an advisor: toast, refreshed list, back to the list; errors stay on the form. */
export function useSaveAdvisor(id?: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const create = useCreateAdvisor();
  const update = useUpdateAdvisor();
  const [serverError, setServerError] = useState<unknown>(undefined);

  const save = useCallback(
    async (data: AdvisorInput) => {
      setServerError(undefined);
      try {
        if (id) await update.mutateAsync({ id, data });
        else await create.mutateAsync({ data });
      } catch (error) {
        setServerError(error);
        // Violations are shown on their fields; the toast then only says that the form needs attention.
        const onFields = errorBodyOf(error)?.violations?.some((violation) => violation.propertyPath) ?? false;
        notify({
          kind: 'error',
          title: intl.formatMessage(advisorMessages.saveFailed),
          message: onFields
            ? intl.formatMessage({
                id: 'validation.formInvalid',
                defaultMessage: 'Sorry, not all fields are filled out correctly.',
              })
            : getErrorMessage(error, intl),
        });
        return;
      }
      notify({
        kind: 'success',
        title: intl.formatMessage(advisorMessages.success),
        message: id
          ? intl.formatMessage(advisorMessages.updated)
          : intl.formatMessage(advisorMessages.created, { email: data.email }),
      });
      await queryClient.invalidateQueries({ queryKey: getListAdvisorsQueryKey() });
      if (id) await queryClient.invalidateQueries({ queryKey: getGetAdvisorQueryKey(id) });
      // The list takes the focus on its heading (not <body>), where the refreshed rows follow.
      navigate('/app/advisors', { state: { focusHeading: true } });
    },
    [id, create, update, intl, notify, queryClient, navigate],
  );

  return { save, serverError, submitting: create.isPending || update.isPending };
}
