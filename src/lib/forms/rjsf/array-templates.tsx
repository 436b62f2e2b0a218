import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, IconButtonProps } from '@rjsf/utils';
import { focusRing } from '../../ui/styles';
import { useText } from './use-text';

/**
 * Arrays (bank accounts, beneficial owners, citizenships ...): each item in its own box with a "Remove" button,
 * an "Add" button under the list. The array's label is the FieldTemplate's legend. Items are not reordered
 * (their order means nothing in our forms), so no move or copy buttons.
 */
export function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  fieldPathId,
  title,
  schema,
}: ArrayFieldTemplateProps) {
  const intl = useIntl();
  const text = useText();
  const name = text(title);
  // At `minItems` an item cannot be removed (its Remove button is hidden, not only refused by validation).
  const atMinimum = items.length <= (typeof schema.minItems === 'number' ? schema.minItems : 0);
  return (
    <div id={fieldPathId.$id} className="flex flex-col gap-3">
      {items.length > 0 ? (
        <div
          className={`flex flex-col gap-3 ${atMinimum ? '[&>*>[data-array-remove]]:hidden [&>*>*>[data-array-remove]]:hidden' : ''}`}
        >
          {items}
        </div>
      ) : null}
      {canAdd ? (
        <div>
          <button
            type="button"
            onClick={(event: MouseEvent<HTMLButtonElement>) => onAddClick(event)}
            disabled={disabled || readonly}
            aria-label={
              name
                ? intl.formatMessage({ id: 'form.common.array.addNamed', defaultMessage: 'Add: {name}' }, { name })
                : undefined
            }
            className={`inline-flex items-center gap-1.5 rounded-lg border border-dashed border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:border-brand hover:bg-brand-highlight disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
          >
            <span aria-hidden="true">+</span>
            {intl.formatMessage({ id: 'form.common.array.add', defaultMessage: 'Add' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** One item: its fields, and "Remove" (named with the item's number for screen readers). */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  hasToolbar,
  index,
  schema,
}: ArrayFieldItemTemplateProps) {
  const intl = useIntl();
  const isObject = schema.type === 'object';
  const remove = hasToolbar && buttonsProps.hasRemove;
  const removeButton = remove ? (
    <div data-array-remove="" className={isObject ? '' : 'pt-8'}>
      <button
        type="button"
        onClick={buttonsProps.onRemoveItem}
        disabled={buttonsProps.disabled || buttonsProps.readonly}
        aria-label={intl.formatMessage(
          { id: 'form.common.array.removeItem', defaultMessage: 'Remove item {number}' },
          { number: index + 1 },
        )}
        className={`rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
      >
        {intl.formatMessage({ id: 'form.common.array.remove', defaultMessage: 'Remove' })}
      </button>
    </div>
  ) : null;
  if (isObject) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-gray-50/60 p-4">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <p className="text-sm font-semibold text-gray-900">
            {intl.formatMessage(
              { id: 'form.common.array.itemNumber', defaultMessage: 'Item {number}' },
              { number: index + 1 },
            )}
          </p>
          {removeButton}
        </div>
        <div>{children}</div>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 [&>div:first-child]:flex-1">
      <div>{children}</div>
      {removeButton}
    </div>
  );
}

/** The buttons RJSF may still ask for elsewhere (additional properties): none of our forms has them. */
export function NoButton(_props: IconButtonProps) {
  return null;
}
