// Typing into a SchemaForm's text fields: each letter is shown at once and handed to RJSF after it is painted
// (src/lib/forms/rjsf/deferred-text.ts). Whatever reads the form's data must still see every letter: the submit
// right after typing (Enter, or a click on the button), leaving the field, the data watcher when the form goes away.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/lib/i18n';
import { SchemaForm } from '../../src/lib/forms/rjsf';
import { withValueAt } from '../../src/lib/forms/rjsf/deferred-text';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'iban'],
  properties: {
    name: { type: 'string', minLength: 3 },
    iban: { type: 'string', format: 'iban' },
    address: { type: 'object', properties: { city: { type: 'string' } } },
  },
};
const uiSchema = {
  name: { 'ui:title': 'Name' },
  iban: { 'ui:title': 'IBAN' },
  address: { 'ui:title': 'Address', city: { 'ui:title': 'City' } },
};
const VALID_IBAN = 'PL61109010140000071219812874';

type Data = { name?: string; iban?: string; address?: { city?: string } };

function renderForm(props: {
  onSubmit?: (data: Data) => void;
  onDataChange?: (data: Partial<Data> | undefined) => void;
}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  return render(
    <LocaleProvider>
      <SchemaForm<Data>
        schema={schema}
        uiSchema={uiSchema}
        initialData={{}}
        onSubmit={onSubmit}
        onDataChange={props.onDataChange}
      >
        <button type="submit">Send</button>
      </SchemaForm>
    </LocaleProvider>,
  );
}

describe('typing into a SchemaForm', () => {
  it('shows every letter as it is typed', async () => {
    const user = userEvent.setup();
    renderForm({});
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'Ann');
    expect((name as HTMLInputElement).value).toBe('Ann');
  });

  it('Enter right after the last letter submits the text as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.click(screen.getByLabelText(/^IBAN/));
    await user.type(screen.getByLabelText(/^IBAN/), `${VALID_IBAN}{Enter}`);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Anna', iban: VALID_IBAN });
  });

  it('a click on the button right after the last letter validates and submits the text as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    // One letter too many makes the IBAN invalid: the submit must see it. The button is clicked without moving the
    // focus (as with a pointer press that keeps it), so nothing but the submit hands the last letter over.
    await user.type(screen.getByLabelText(/^IBAN/), `${VALID_IBAN}1`);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByText('Nieprawidłowy numer rachunku bankowego.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^IBAN/), '{Backspace}');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Anna', iban: VALID_IBAN });
  });

  it('a bank account is shown in fours, keeps the caret after a letter typed inside it, and is kept without spaces', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    const iban = screen.getByLabelText(/^IBAN/) as HTMLInputElement;
    await user.type(iban, 'PL6109010140000071219812874');
    expect(iban.value).toBe('PL61 0901 0140 0000 7121 9812 874');
    // The missing digit typed after "PL61": every group moves, the caret stays right after the new digit.
    await user.type(iban, '1', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(iban.value).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(iban.selectionStart).toBe(6);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Anna', iban: VALID_IBAN });
  });

  it('leaving the field validates the text as typed', async () => {
    const user = userEvent.setup();
    renderForm({});
    await user.type(screen.getByLabelText(/^Name/), 'An');
    await user.tab();
    expect(await screen.findByText('Minimalna długość to 3 znaków.')).toBeTruthy();
  });

  it('the data watcher sees the last letter at once, nested fields included, even if the form goes away', async () => {
    const user = userEvent.setup();
    const seen: (Partial<Data> | undefined)[] = [];
    const { unmount } = renderForm({ onDataChange: (data) => seen.push(data) });
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^City/), 'Łódź');
    unmount();
    expect(seen.at(-1)).toEqual({ name: 'Anna', address: { city: 'Łódź' } });
  });
});

describe('withValueAt', () => {
  it('sets a nested value, copying only the path', () => {
    const data = { a: { b: 1 }, c: { d: 2 } };
    const next = withValueAt(data, ['a', 'b'], 3) as typeof data;
    expect(next).toEqual({ a: { b: 3 }, c: { d: 2 } });
    expect(next.c).toBe(data.c);
    expect(data.a.b).toBe(1);
  });

  it('creates missing objects and arrays, and removes a key set to undefined', () => {
    expect(withValueAt({}, ['list', 1, 'x'], 'y')).toEqual({ list: [undefined, { x: 'y' }] });
    expect(withValueAt({ a: 'x', b: 'y' }, ['a'], undefined)).toEqual({ b: 'y' });
  });
});
