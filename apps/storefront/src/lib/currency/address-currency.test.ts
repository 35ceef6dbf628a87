import { describe, expect, it } from 'vitest';
import { countryForCurrency, currencyOfAddresses } from './address-currency';

const at = (type: string, country_code: string) => ({ type, country_code });

describe('currencyOfAddresses', () => {
  it('gives EUR for a Slovak billing address', () => {
    expect(currencyOfAddresses([at('delivery', 'CZE'), at('billing', 'SVK')])).toBe('EUR');
  });
  it('goes by the billing address before a delivery one', () => {
    expect(currencyOfAddresses([at('delivery', 'SVK'), at('billing', 'CZE')])).toBeNull();
  });
  it('takes the first address when none is for billing', () => {
    expect(currencyOfAddresses([at('delivery', 'svk'), at('delivery', 'CZE')])).toBe('EUR');
  });
  it('says nothing for a Czech, other or missing address', () => {
    expect(currencyOfAddresses([at('billing', 'CZE')])).toBeNull();
    expect(currencyOfAddresses([at('billing', 'DEU')])).toBeNull();
    expect(currencyOfAddresses([])).toBeNull();
  });
});

describe('countryForCurrency', () => {
  it('turns the default Czech delivery into Slovakia in euros', () => {
    expect(countryForCurrency('CZE', 'EUR')).toBe('SVK');
  });
  it('keeps every other country, and every country in crowns', () => {
    expect(countryForCurrency('SVK', 'EUR')).toBe('SVK');
    expect(countryForCurrency('DEU', 'EUR')).toBe('DEU');
    expect(countryForCurrency('CZE', 'CZK')).toBe('CZE');
    expect(countryForCurrency('SVK', 'CZK')).toBe('SVK');
  });
});
