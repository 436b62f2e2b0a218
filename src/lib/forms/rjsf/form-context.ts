import { getUiOptions, type Registry, type UiSchema } from '@rjsf/utils';

/**
 * What our templates read from RJSF's formContext. Plain data, no functions: RJSF skips re-rendering a field
 * when its props are deep-equal, and its deep comparison treats every function as equal.
 */
export interface SchemaFormContext {
  /** Ids of the fields that were left (blur), or changed by a checkbox, radio or select. */
  touched: readonly string[];
  /** Ids of the fields whose value was changed by the person. */
  changed: readonly string[];
  submitted: boolean;
  submitting: boolean;
}

/**
 * When a field's errors show (see docs/product/forms.md): `blur` once it was left (the default), `dirty` once its value was
 * changed (the default of checkboxes), `live` at once (the form then validates on every change). A field picks
 * one with `"ui:options": { "errorVisibility": "live" }`. After a submit every error shows.
 */
export type ErrorVisibility = 'blur' | 'dirty' | 'live';

const CHOICE_WIDGETS = new Set(['checkbox', 'checkboxes']);

export function errorVisibilityOf(uiSchema: UiSchema | undefined, schemaType: unknown): ErrorVisibility {
  const options = getUiOptions(uiSchema);
  const chosen = options.errorVisibility;
  if (chosen === 'blur' || chosen === 'dirty' || chosen === 'live') return chosen;
  const widget = typeof options.widget === 'string' ? options.widget : undefined;
  const checkbox = widget ? CHOICE_WIDGETS.has(widget) : schemaType === 'boolean';
  return checkbox ? 'dirty' : 'blur';
}

export function errorsVisible(
  mode: ErrorVisibility,
  state: { touched: boolean; changed: boolean; submitted: boolean },
): boolean {
  if (state.submitted || mode === 'live') return true;
  return mode === 'dirty' ? state.changed || state.touched : state.touched;
}

/** Whether any field of the uiSchema asks for live errors (the form then validates on change, not on blur). */
export function hasLiveErrors(uiSchema: unknown): boolean {
  if (typeof uiSchema !== 'object' || uiSchema === null) return false;
  return Object.entries(uiSchema).some(([key, value]) =>
    key === 'ui:options'
      ? (value as { errorVisibility?: unknown } | null)?.errorVisibility === 'live'
      : key.startsWith('ui:')
        ? false
        : hasLiveErrors(value),
  );
}

export function formContextOf(registry: Registry): SchemaFormContext | undefined {
  return registry.formContext as SchemaFormContext | undefined;
}

/** Whether a field's errors show now, by its error visibility (`blur` unless the field says otherwise). */
export function showErrors(registry: Registry, fieldId: string, mode: ErrorVisibility = 'blur'): boolean {
  const context = formContextOf(registry);
  if (!context) return true;
  return errorsVisible(mode, {
    touched: context.touched.includes(fieldId),
    changed: (context.changed ?? []).includes(fieldId),
    submitted: context.submitted,
  });
}
