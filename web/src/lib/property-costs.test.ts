import { describe, expect, it } from 'vitest';
import { compactCosts, costLines } from './property-costs';

/** Intl writes a no-break space after the peso sign; the tests read it as a plain one. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

const sale = {
  price: '450000000',
  status: 'sale',
  pricePerM2: 4_500_000,
  administration: '350000',
  stratum: 4,
} as const;
const rent = { price: '2500000', status: 'rent', pricePerM2: 31_250, administration: '300000', stratum: 3 } as const;

describe('costLines', () => {
  it('gives a sale its administración, estrato and price per m² in es-CO pesos', () => {
    expect(costLines(sale).map((line) => [line.label, plain(line.value)])).toEqual([
      ['Administración', '$ 350.000/mes'],
      ['Estrato', '4'],
      ['Precio por m²', '$ 4.500.000/m²'],
    ]);
  });

  it('adds what a tenant pays each month: rent plus administración', () => {
    const total = costLines(rent).find((line) => line.key === 'monthlyTotal');
    expect(total?.label).toBe('Total mensual');
    expect(plain(total?.value ?? null)).toBe('$ 2.800.000');
    expect(costLines({ ...rent, status: 'rented' }).some((line) => line.key === 'monthlyTotal')).toBe(true);
  });

  it('leaves out what the listing does not say', () => {
    expect(costLines({ ...rent, administration: null, stratum: null, pricePerM2: null })).toEqual([]);
    // Without a fee the total would only repeat the rent.
    expect(costLines({ ...rent, administration: '0' }).map((line) => line.key)).toEqual(['stratum', 'pricePerM2']);
  });
});

describe('compactCosts', () => {
  it('puts the price per m² beside the price and the rest on one line', () => {
    expect(plain(compactCosts(sale).pricePerM2)).toBe('$ 4.500.000/m²');
    expect(plain(compactCosts(sale).summary)).toBe('Adm. $ 350.000/mes · Estrato 4');
  });

  it('shows a rental its monthly total instead of the fee it already includes', () => {
    expect(plain(compactCosts(rent).summary)).toBe('Total mensual $ 2.800.000 · Estrato 3');
  });

  it('has nothing to show for a bare listing', () => {
    expect(compactCosts({ ...sale, pricePerM2: null, administration: null, stratum: null })).toEqual({
      pricePerM2: null,
      summary: null,
    });
  });
});
