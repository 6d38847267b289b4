import { describe, expect, it } from 'vitest';
import {
  incomeNeeded,
  isVis,
  minDownPaymentPercent,
  monthlyPayment,
  monthlyRate,
  simulateCredit,
  VIS_PRICE_CEILING,
} from './credit-simulator';

/**
 * The expected figures were computed apart from this code, with Python's decimal module at 50 digits, from
 * i_m = (1 + EA)^(1/12) − 1 and cuota = P·i_m / (1 − (1 + i_m)^−n), then rounded to the peso; the income is
 * cuota / 0,3 rounded up.
 */
describe('credit simulator: worked examples', () => {
  it('300.000.000 with 30 % down, 20 years at 12 % E.A.', () => {
    // Loan 210.000.000; i_m = 1,12^(1/12) − 1 = 0,00948879293458297…; n = 240;
    // cuota = 2.223.109,0387… → $ 2.223.109; income = 2.223.109 / 0,3 = 7.410.363,33… → $ 7.410.364.
    expect(monthlyRate(12)).toBeCloseTo(0.009488792934583, 14);
    const { errors, result } = simulateCredit({
      price: 300_000_000,
      downPayment: 90_000_000,
      years: 20,
      annualRatePercent: 12,
    });
    expect(errors).toEqual({});
    expect(result).toEqual({
      loan: 210_000_000,
      months: 240,
      monthlyRate: monthlyRate(12),
      payment: 2_223_109,
      income: 7_410_364,
    });
  });

  it('a VIS home of 207.000.000 with 20 % down, 15 years at 12,5 % E.A.', () => {
    // Loan 165.600.000; i_m = 1,125^(1/12) − 1 = 0,00986358055321155…; n = 180;
    // cuota = 1.970.070,873… → $ 1.970.071; income = 6.566.903,33… → $ 6.566.904.
    const { result } = simulateCredit({
      price: 207_000_000,
      downPayment: 41_400_000,
      years: 15,
      annualRatePercent: 12.5,
    });
    expect(result).toMatchObject({ loan: 165_600_000, payment: 1_970_071, income: 6_566_904 });
  });

  it('the ends of the ranges: 5 years at 1 % and 30 years at 40 %', () => {
    // 100.000.000 at 1 % E.A.: i_m = 0,000829538114346…, n = 60, cuota = 1.709.178,67 → $ 1.709.179.
    expect(monthlyPayment(100_000_000, 1, 5)).toBe(1_709_179);
    // 100.000.000 at 40 % E.A.: i_m = 0,0284361557263613…, n = 360, cuota = 2.843.733,08 → $ 2.843.733.
    expect(monthlyPayment(100_000_000, 40, 30)).toBe(2_843_733);
  });

  it('asks for an income of at least the payment over 0,3, never a peso less', () => {
    expect(incomeNeeded(2_100_000)).toBe(7_000_000);
    expect(incomeNeeded(2_100_001)).toBe(7_000_004);
    expect(incomeNeeded(2_100_001) * 0.3).toBeGreaterThanOrEqual(2_100_001);
  });
});

describe('credit simulator: vivienda de interés social', () => {
  it('is a home of up to 150 SMMLV of 2026 ($ 1.750.905): $ 262.635.750', () => {
    expect(VIS_PRICE_CEILING).toBe(262_635_750);
    expect(isVis(262_635_750)).toBe(true);
    expect(isVis(262_635_751)).toBe(false);
  });

  it('needs 20 % down at the ceiling and 30 % one peso above it', () => {
    expect(minDownPaymentPercent(262_635_750)).toBe(20);
    expect(minDownPaymentPercent(262_635_751)).toBe(30);
  });
});

describe('credit simulator: limits', () => {
  const valid = { price: 300_000_000, downPayment: 90_000_000, years: 20, annualRatePercent: 12.5 };

  it('refuses a down payment below 30 %, naming the minimum in pesos', () => {
    const { errors, result } = simulateCredit({ ...valid, downPayment: 89_999_999 });
    expect(result).toBeNull();
    expect(errors.downPayment?.replace(/\s/g, ' ')).toBe(
      'La cuota inicial mínima es el 30 % del precio ($ 90.000.000): los bancos prestan hasta el 70 % del valor de la vivienda.',
    );
  });

  it('takes 20 % down on a VIS home, and says why when it is less', () => {
    expect(simulateCredit({ ...valid, price: 200_000_000, downPayment: 40_000_000 }).errors).toEqual({});
    expect(
      simulateCredit({ ...valid, price: 200_000_000, downPayment: 39_000_000 }).errors.downPayment?.replace(/\s/g, ' '),
    ).toBe(
      'La cuota inicial mínima es el 20 % del precio ($ 40.000.000): para vivienda de interés social los bancos prestan hasta el 80 %.',
    );
  });

  it('takes an odd price’s minimum rounded as a typed 30 % is', () => {
    // 30 % of 300.000.001 is 90.000.000,3: «30 %» typed gives 90.000.000, which must not fall short by its 0,3.
    expect(simulateCredit({ ...valid, price: 300_000_001, downPayment: 90_000_000 }).errors).toEqual({});
  });

  it('refuses a down payment of the whole price', () => {
    expect(simulateCredit({ ...valid, downPayment: 300_000_000 }).errors.downPayment).toBe(
      'La cuota inicial debe ser menor que el precio: si pagas todo de contado no necesitas crédito.',
    );
  });

  it('takes terms of 5 to 30 whole years only', () => {
    const message = 'El plazo debe ser un número entero de años entre 5 y 30.';
    expect(simulateCredit({ ...valid, years: 5 }).errors).toEqual({});
    expect(simulateCredit({ ...valid, years: 30 }).errors).toEqual({});
    for (const years of [4, 31, 20.5, null]) expect(simulateCredit({ ...valid, years }).errors.years).toBe(message);
  });

  it('takes rates of 1 % to 40 % E.A. only', () => {
    const message = 'La tasa debe estar entre 1 % y 40 % efectivo anual.';
    expect(simulateCredit({ ...valid, annualRatePercent: 1 }).errors).toEqual({});
    expect(simulateCredit({ ...valid, annualRatePercent: 40 }).errors).toEqual({});
    for (const annualRatePercent of [0.9, 40.1, null])
      expect(simulateCredit({ ...valid, annualRatePercent }).errors.annualRatePercent).toBe(message);
  });

  it('asks for a price, and for a down payment it can read', () => {
    const { errors } = simulateCredit({ ...valid, price: null, downPayment: null });
    expect(errors).toEqual({
      price: 'Escribe el precio de la vivienda en pesos, por ejemplo 350.000.000.',
      downPayment: 'Escribe la cuota inicial en pesos (por ejemplo 90.000.000) o en porcentaje (30 %).',
    });
    expect(simulateCredit({ ...valid, price: 0 }).errors.price).toBeDefined();
  });
});
