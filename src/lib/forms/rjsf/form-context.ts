import type { Registry } from '@rjsf/utils';

/**
 * What our templates read from RJSF's formContext. Plain data, no functions: RJSF skips re-rendering a field
 * when its props are deep-equal, and its deep comparison treats every function as equal.
 */
export interface SchemaFormContext {
  /** Ids of the fields that were left (blur) or changed (checkboxes). */
  touched: readonly string[];
  submitted: boolean;
  submitting: boolean;
}

export function formContextOf(registry: Registry): SchemaFormContext | undefined {
  return registry.formContext as SchemaFormContext | undefined;
}

/** Errors of a field are shown once it was left (on change for checkboxes) or the form was submitted. */
export function showErrors(registry: Registry, fieldId: string): boolean {
  const context = formContextOf(registry);
  if (!context) return true;
  return context.submitted || context.touched.includes(fieldId);
}
