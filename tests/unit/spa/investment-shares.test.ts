import { describe, expect, it } from 'vitest';
import { sharesOf } from '../../../src/features/investments/investment-shares';
import en from '../../../locales/en.json';
import pl from '../../../locales/pl.json';

describe('the investments list shares column', () => {
  it.each([
    [25000, 1000, 25],
    [30000, 100, 300],
    [0.3, 0.1, 3],
    [1500.5, 0.5, 3001],
  ])('%s invested at a step of %s is %s shares', (investmentValue, investmentValueStep, expected) => {
    expect(sharesOf({ investmentValue, product: { investmentValueStep } })).toBe(expected);
  });

  it('has no count without a positive step', () => {
    expect(sharesOf({ investmentValue: 1000, product: { investmentValueStep: 0 } })).toBeNull();
  });

  it('names the column in both languages', () => {
    expect((en as Record<string, string>)['investments.column.shares']).toBe('Shares');
    expect((pl as Record<string, string>)['investments.column.shares']).toBe('Liczba jednostek');
  });
});
