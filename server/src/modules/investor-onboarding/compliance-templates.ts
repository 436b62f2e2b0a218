// The compliance form templates on the server (schemas/compliance): the contract's ComplianceFormTemplate, and a
// form's data checked against its template's JSON Schema with the shared formats and keywords (PESEL vs birth
// date, criteria met vs criteria). The schemas are compiled once, at start-up, so a broken one fails loudly.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { ComplianceFormTemplate } from '#generated/api/model';
import {
  COMPLIANCE_FORM_TEMPLATES,
  complianceFormTemplate,
  type ComplianceFormTemplateDefinition,
} from '#schemas/compliance/templates';
import { ajvErrorsToViolations } from '../../contract/violations';
import { AJV_OPTIONS, registerFormats } from '../../contract/formats';
import { HttpError, notFound } from '../../plugins/errors';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));
const validators = new Map<string, ValidateFunction>(
  COMPLIANCE_FORM_TEMPLATES.map((template) => [template.id, ajv.compile(template.schema)]),
);

/** The template with this id, or 404. */
export function templateOrNotFound(templateId: string): ComplianceFormTemplateDefinition {
  const template = complianceFormTemplate(templateId);
  if (!template) throw notFound('No such compliance form template');
  return template;
}

export function toTemplate(template: ComplianceFormTemplateDefinition): ComplianceFormTemplate {
  return {
    id: template.id,
    name: { ...template.name },
    version: template.version,
    schema: template.schema,
    uiSchema: template.uiSchema,
  };
}

/** 422 INVALID_FORM_DATA with a violation on each field (`data.<path>`) that does not match the template. */
export function assertValidFormData(template: ComplianceFormTemplateDefinition, data: Record<string, unknown>): void {
  const validate = validators.get(template.id)!;
  if (validate(data)) return;
  throw new HttpError(422, 'INVALID_FORM_DATA', 'The form data does not match its template', {
    violations: ajvErrorsToViolations(validate.errors ?? [], 'data', template.schema),
  });
}
