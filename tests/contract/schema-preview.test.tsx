// The read-only KYC preview (public form preview, the reviewer's page): countries by name in the reader's
// language, and a stored value that is not a region code shown as it is instead of breaking the page.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SchemaPreview } from '../../src/lib/forms/rjsf/schema-preview';

const schema = {
  type: 'object',
  properties: {
    residence: { type: 'string', format: 'country-code' },
    birthCountry: { type: 'string', format: 'country-code' },
  },
};
const uiSchema = { residence: { 'ui:title': 'Residence' }, birthCountry: { 'ui:title': 'Country of birth' } };

function renderPreview(locale: string, data: object) {
  render(
    <IntlProvider locale={locale} defaultLocale="pl">
      <SchemaPreview schema={schema} uiSchema={uiSchema} data={data} />
    </IntlProvider>,
  );
}

describe('SchemaPreview', () => {
  it('names a country in the reader’s language', () => {
    renderPreview('pl', { residence: 'DE', birthCountry: 'PL' });
    expect(screen.getByText('Niemcy')).toBeTruthy();
    expect(screen.getByText('Polska')).toBeTruthy();
  });

  it('shows a value that is not a region code as it is, and the rest of the data', () => {
    renderPreview('en', { residence: 'not-a-region', birthCountry: 'PL' });
    expect(screen.getByText('not-a-region')).toBeTruthy();
    expect(screen.getByText('Poland')).toBeTruthy();
  });
});

describe('SchemaPreview amounts', () => {
  const moneySchema = {
    type: 'object',
    properties: {
      receivedValue: { type: 'number' },
      planned: {
        type: 'object',
        properties: { amount: { type: 'number' }, currency: { type: 'string' } },
      },
    },
  };
  const moneyUi = {
    receivedValue: { 'ui:title': 'Received', 'ui:widget': 'money' },
    planned: {
      'ui:title': 'Planned',
      amount: { 'ui:title': 'Amount', 'ui:widget': 'money' },
      currency: { 'ui:title': 'Currency' },
    },
  };

  it('shows a money field with two decimals, and with its currency when the form gives one', () => {
    render(
      <IntlProvider locale="pl" defaultLocale="pl">
        <SchemaPreview
          schema={moneySchema}
          uiSchema={moneyUi}
          data={{ receivedValue: 150000, planned: { amount: 150000, currency: 'PLN' } }}
        />
      </IntlProvider>,
    );
    expect(screen.getByText('150 000,00')).toBeTruthy();
    expect(screen.getByText('150 000,00 PLN')).toBeTruthy();
    expect(screen.queryByText('150 000')).toBeNull();
  });
});
