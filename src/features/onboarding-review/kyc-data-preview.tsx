// The investor's KYC data, read-only, laid out as the KYC form lays it out (schemas/, not the kyc-form feature:
// features do not import each other). Industries are stored as codes: their labels come from the KYC form
// parameters (the reviewer may read them too); until they arrive, or if they cannot be read, the codes show.
import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { useGetNaturalPersonKycFormParameters } from '#generated/api/kyc-invitations/kyc-invitations';
import {
  kycNaturalPersonSchema,
  kycNaturalPersonSteps,
  kycNaturalPersonUiSchema,
  stepSchema,
  stepUiSchema,
  withOptions,
} from '#schemas/schema-tools';
// The KYC labels live in the forms area: registered here as lib/forms/rjsf/index.ts would (not imported: RJSF core).
import '../../lib/forms/forms-catalogue';
import { SchemaPreview } from '../../lib/forms/rjsf/schema-preview';
import { useText } from '../../lib/forms/rjsf/use-text';
import { useLocalizedText } from '../../lib/theme';

type JsonObject = Record<string, unknown>;

const STEPS = kycNaturalPersonSteps.map(({ id, titleId }) => ({
  id,
  titleId,
  schema: stepSchema(kycNaturalPersonSchema as unknown as JsonObject, id),
  uiSchema: stepUiSchema(kycNaturalPersonUiSchema as unknown as JsonObject, id) as UiSchema,
}));

/** The steps, with the industries' labels in the current language once the form parameters are there. */
function useSteps() {
  const localized = useLocalizedText();
  const parameters = useGetNaturalPersonKycFormParameters({ query: { staleTime: Infinity, retry: false } });
  const industries = parameters.data?.industries;
  return useMemo(() => {
    if (!industries || industries.length === 0) return STEPS;
    const options = industries.map((choice) => ({ value: choice.value, label: localized(choice.label) }));
    return STEPS.map((step) =>
      step.id === 'occupation' ? { ...step, schema: withOptions(step.schema, 'industries', options) } : step,
    );
  }, [industries, localized]);
}

export function KycDataPreview({ data }: { data: object }) {
  const text = useText();
  const steps = useSteps();
  const record = data as JsonObject;
  return (
    <div className="flex flex-col gap-8">
      {steps.map(({ id, titleId, schema, uiSchema }) => (
        <section key={id} aria-labelledby={`review-kyc-${id}`} className="flex flex-col gap-3">
          <h3 id={`review-kyc-${id}`} className="border-b border-gray-200 pb-2 text-base font-semibold text-gray-900">
            {text(titleId)}
          </h3>
          <SchemaPreview schema={schema} uiSchema={uiSchema} data={record[id]} />
        </section>
      ))}
    </div>
  );
}
