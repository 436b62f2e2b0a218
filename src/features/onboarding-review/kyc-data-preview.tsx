// The investor's KYC data, read-only, laid out as the KYC form lays it out (schemas/, not the kyc-form feature:
// features do not import each other). Industries show their stored values: the reviewer's page does not load
// the form parameters that carry their labels.
import type { UiSchema } from '@rjsf/utils';
import {
  kycNaturalPersonSchema,
  kycNaturalPersonSteps,
  kycNaturalPersonUiSchema,
  stepSchema,
  stepUiSchema,
} from '#schemas/schema-tools';
// The KYC labels live in the forms area: registered here as lib/forms/rjsf/index.ts would (not imported: RJSF core).
import '../../lib/forms/forms-catalogue';
import { SchemaPreview } from '../../lib/forms/rjsf/schema-preview';
import { useText } from '../../lib/forms/rjsf/use-text';

type JsonObject = Record<string, unknown>;

const STEPS = kycNaturalPersonSteps.map(({ id, titleId }) => ({
  id,
  titleId,
  schema: stepSchema(kycNaturalPersonSchema as unknown as JsonObject, id),
  uiSchema: stepUiSchema(kycNaturalPersonUiSchema as unknown as JsonObject, id) as UiSchema,
}));

export function KycDataPreview({ data }: { data: object }) {
  const text = useText();
  const record = data as JsonObject;
  return (
    <div className="flex flex-col gap-8">
      {STEPS.map(({ id, titleId, schema, uiSchema }) => (
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
