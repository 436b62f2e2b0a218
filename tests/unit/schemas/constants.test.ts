/**
 * The values both sides share (schemas/constants.ts) are the product's (docs/product/constants.md) and the contract's, and the
 * one copy that cannot import them (the CSS defaults before the theme is applied) matches theme-default.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_DOCUMENT_BYTES, THEME_COLORS, WHOLE_LIST_LIMIT } from '#schemas/constants';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('shared constants', () => {
  it('are the values of the specification', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(WHOLE_LIST_LIMIT).toBe(99999);
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(THEME_COLORS).toEqual({
      'theme-default': { base: '#000000', hover: '#111827', highlight: '#f9fafb' },
      'theme-navy': { base: '#172554', hover: '#1f3169', highlight: '#eff6ff' },
    });
  });

  it("are the contract's limit parameter: default = page size, maximum = the whole-list limit", () => {
    const contract = JSON.parse(read('generated/openapi.json')) as {
      components: { parameters: { Limit: { schema: { default: number; maximum: number } } } };
    };
    expect(contract.components.parameters.Limit.schema).toMatchObject({
      default: DEFAULT_PAGE_SIZE,
      maximum: WHOLE_LIST_LIMIT,
    });
  });

  it("index.css's colours before the theme is applied are theme-default's", () => {
    const css = read('src/index.css');
    const variable = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
    const defaults = THEME_COLORS['theme-default'];
    expect({ base: variable('base'), hover: variable('hover'), highlight: variable('highlight') }).toEqual(defaults);
  });

  it('cannot be changed by a caller', () => {
    expect(() => {
      (THEME_COLORS['theme-default'] as { base: string }).base = '#ffffff';
    }).toThrow(TypeError);
  });
});
