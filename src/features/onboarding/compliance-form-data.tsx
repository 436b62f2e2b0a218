// One compliance form's data, read-only, labelled and laid out by its template (getComplianceFormTemplate: the
// JSON Schema and uiSchema of schemas/compliance), so the investor can check what they approve without opening
// the PDF. Template ids are stable, so a template is fetched once per session. Without a usable template the PDF
// stays the way to check the form.
import { useIntl } from 'react-intl';
import type { UiSchema } from '@rjsf/utils';
import { useGetComplianceFormTemplate } from '#generated/api/investor-onboarding/investor-onboarding';
import type { ComplianceForm } from '#generated/api/model';
// The templates' labels live in the forms area (registered as lib/forms/rjsf/index.ts would, without RJSF core).
import '../../lib/forms/forms-catalogue';
import { SchemaPreview } from '../../lib/forms/rjsf/schema-preview';
import { onboardingMessages as m } from './onboarding-messages';

/** A form's schema is an object of named fields; anything else cannot be laid out field by field. */
function isObjectSchema(schema: Record<string, unknown>): boolean {
  return schema.type === 'object' && typeof schema.properties === 'object' && schema.properties !== null;
}

export function ComplianceFormData({ form, label }: { form: ComplianceForm; label: string }) {
  const intl = useIntl();
  const template = useGetComplianceFormTemplate(form.templateId, { query: { staleTime: Infinity } });

  if (template.isPending) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {intl.formatMessage(m.formDataLoading)}
      </p>
    );
  }
  if (template.isError || !isObjectSchema(template.data.schema)) {
    return <p className="text-sm text-gray-700">{intl.formatMessage(m.formDataUnavailable)}</p>;
  }
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-gray-200 bg-gray-50/60 p-4">
      <SchemaPreview schema={template.data.schema} uiSchema={template.data.uiSchema as UiSchema} data={form.data} />
    </div>
  );
}
