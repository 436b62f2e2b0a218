/**
 * The form-library rules (docs/product/forms.md) that differ from JSON Schema's defaults: `accepted` takes yes, on, 1 and
 * true; URLs are http or https unless other schemes are named; "{Field} is required." names the field; errors
 * show on blur by default, on change ("dirty") for checkboxes, and "live" and "dirty" can be chosen.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, isAccepted, isValidUrl, registerFormats } from '#schemas/formats';
import { createTranslator } from '#schemas/formats/locale-translator';
import { errorsVisible, errorVisibilityOf, hasLiveErrors } from '../../../src/lib/forms/rjsf/form-context';

const ajv = registerFormats(new Ajv2020(AJV_OPTIONS));

describe('accepted', () => {
  it.each([true, 1, 'yes', 'on', '1', 'true', 'YES', 'On', ' true '])('takes %j', (value) => {
    expect(isAccepted(value)).toBe(true);
  });
  it.each([false, 0, 2, 'no', 'off', '0', 'false', '', 'y', 'tak', null, undefined, {}])('refuses %j', (value) => {
    expect(isAccepted(value)).toBe(false);
  });
  it('is the x-accepted keyword of the schemas, told with the checkbox message', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { consent: { type: ['boolean', 'string', 'number'], 'x-accepted': true } },
    });
    expect(validate({ consent: 'on' })).toBe(true);
    expect(validate({ consent: 1 })).toBe(true);
    expect(validate({ consent: 'no' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: '/consent',
      params: { messageId: 'validation.mustBeChecked' },
    });
  });
});

describe('url', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM', 'http://127.0.0.1:8080/x'])(
    'takes %s',
    (value) => {
      expect(isValidUrl(value)).toBe(true);
      expect(ajv.validate({ type: 'string', format: 'url' }, value)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'ftp://example.com/file',
    'mailto:a@b.pl',
    'https:example.com',
    'example.com',
    'http://',
    'https://exa mple.com',
  ])('refuses %s by default', (value) => {
    expect(isValidUrl(value)).toBe(false);
    expect(ajv.validate({ type: 'string', format: 'url' }, value)).toBe(false);
  });
  it('takes other schemes only when they are named', () => {
    expect(isValidUrl('ftp://example.com/file', ['ftp'])).toBe(true);
    expect(isValidUrl('https://example.com', ['ftp'])).toBe(false);
  });
});

describe('"{Field} is required."', () => {
  it('names the field in both languages', () => {
    expect(createTranslator('en')('validation.requiredField', { field: 'E-mail address' })).toBe(
      'E-mail address is required.',
    );
    expect(createTranslator('pl')('validation.requiredField', { field: 'Adres e-mail' })).toBe(
      'Pole „Adres e-mail” jest wymagane.',
    );
  });
});

describe('error visibility', () => {
  const fresh = { touched: false, changed: false, submitted: false };
  it('on blur by default, on change (dirty) for checkboxes', () => {
    expect(errorVisibilityOf(undefined, 'string')).toBe('blur');
    expect(errorVisibilityOf(undefined, 'boolean')).toBe('dirty');
    expect(errorVisibilityOf({ 'ui:widget': 'checkboxes' }, 'array')).toBe('dirty');
    expect(errorVisibilityOf({ 'ui:widget': 'select' }, 'boolean')).toBe('blur');
  });
  it('live and dirty can be chosen per field', () => {
    expect(errorVisibilityOf({ 'ui:options': { errorVisibility: 'live' } }, 'string')).toBe('live');
    expect(errorVisibilityOf({ 'ui:options': { errorVisibility: 'dirty' } }, 'string')).toBe('dirty');
    expect(hasLiveErrors({ a: { b: { 'ui:options': { errorVisibility: 'live' } } } })).toBe(true);
    expect(hasLiveErrors({ a: { 'ui:options': { errorVisibility: 'dirty' } } })).toBe(false);
  });
  it('blur waits for the field to be left, dirty for a change, live shows at once; a submit shows all', () => {
    expect(errorsVisible('blur', fresh)).toBe(false);
    expect(errorsVisible('blur', { ...fresh, changed: true })).toBe(false);
    expect(errorsVisible('blur', { ...fresh, touched: true })).toBe(true);
    expect(errorsVisible('dirty', fresh)).toBe(false);
    expect(errorsVisible('dirty', { ...fresh, changed: true })).toBe(true);
    expect(errorsVisible('live', fresh)).toBe(true);
    for (const mode of ['blur', 'dirty', 'live'] as const) {
      expect(errorsVisible(mode, { ...fresh, submitted: true })).toBe(true);
    }
  });
});
