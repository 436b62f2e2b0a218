import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { isValidEmail } from '#schemas/formats/contact';
import { campaignMessages } from './campaign-messages';

/** The `investorEmails` field of both invitation forms: each invalid address of the semicolon list named once. */
export function useEmailListValidator<T extends { investorEmails?: string }>(): CustomValidator<T> {
  const intl = useIntl();
  return useCallback<CustomValidator<T>>(
    (formData, errors) => {
      const value = formData?.investorEmails ?? '';
      const invalid = [...new Set(value.split(';').filter((entry) => entry !== '' && !isValidEmail(entry)))];
      const field = (errors as FormValidation<{ investorEmails?: string }>).investorEmails;
      for (const address of invalid) field?.addError(intl.formatMessage(campaignMessages.invalidAddress, { address }));
      return errors;
    },
    [intl],
  );
}
