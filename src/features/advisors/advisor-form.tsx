import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useGetAdvisorFormChoices } from '#generated/api/advisors/advisors';
import type { Advisor, AdvisorInput } from '#generated/api/model';
import advisorSchema from '#schemas/advisor.schema.json';
import advisorUiSchema from '#schemas/advisor.ui-schema.json';
import { withOptions } from '#schemas/schema-tools';
import { SchemaForm } from '../../lib/forms/rjsf';
import { advisorMessages } from './advisor-messages';

const uiSchema = advisorUiSchema as UiSchema<AdvisorInput>;

/** The form's data for an advisor from the API (read-only fields and nulls left out). */
export function advisorToInput(advisor: Advisor): Partial<AdvisorInput> {
  const input: Partial<AdvisorInput> = {
    firstName: advisor.firstName,
    surname: advisor.surname,
    email: advisor.email,
    documentType: advisor.documentType,
    documentNumber: advisor.documentNumber,
    documentExpiryDate: advisor.documentExpiryDate,
    documentCountry: advisor.documentCountry,
    powerOfAttorneyStartDate: advisor.powerOfAttorneyStartDate,
    brokerNetworkIds: advisor.brokerNetworkIds,
  };
  if (advisor.externalId) input.externalId = advisor.externalId;
  if (advisor.powerOfAttorneyEndDate) input.powerOfAttorneyEndDate = advisor.powerOfAttorneyEndDate;
  return input;
}

interface AdvisorFormProps {
  initialData?: Partial<AdvisorInput>;
  onSubmit: (data: AdvisorInput) => Promise<unknown>;
  serverError?: unknown;
  submitting: boolean;
}

/**
 * The advisor form of schemas/advisor.schema.json, rendered by RJSF; the networks are the caller's
 * (getAdvisorFormChoices): at least one must be chosen.
 */
export function AdvisorForm({ initialData, onSubmit, serverError, submitting }: AdvisorFormProps) {
  const intl = useIntl();
  const choices = useGetAdvisorFormChoices({ query: { staleTime: 5 * 60_000 } });
  const networks = choices.data?.networks;
  // A failed choices call leaves the network list empty (see docs/product/requests.md), and the form says so on submit.
  const schema = useMemo(
    () =>
      withOptions(
        advisorSchema as Record<string, unknown>,
        'brokerNetworkIds',
        (networks ?? []).map((network) => ({ value: network.id, label: network.name })),
      ) as RJSFSchema,
    [networks],
  );

  if (choices.isPending) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(advisorMessages.loading)}
      </p>
    );
  }
  return (
    <SchemaForm<AdvisorInput>
      schema={schema}
      uiSchema={uiSchema}
      initialData={initialData}
      onSubmit={onSubmit}
      serverError={serverError}
      submitting={submitting}
    />
  );
}
