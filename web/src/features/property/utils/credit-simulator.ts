import { formatPesos } from '../../../lib/format-price';

/**
 * The monthly minimum wage (SMMLV) of 2026: $ 1.750.905, fixed by Decreto 1469 de 2025 and kept by Decreto 0159 de
 * 2026 (after the Consejo de Estado suspended the first one). Update it each January: it sets the VIS ceiling below.
 */
const SMMLV_2026 = 1_750_905;

/**
 * Vivienda de interés social: a home worth up to 150 SMMLV ($ 262.635.750 in 2026), the ceiling of Bogotá and the
 * large agglomerations (elsewhere it is 135): one figure for the whole catalogue, the more generous one.
 */
export const VIS_PRICE_CEILING = 150 * SMMLV_2026;

/**
 * The share of a home's value a housing loan may cover: 70 %, or 80 % for VIS (the rule of Ley 546 de 1999 since
 * Decreto 145 de 2000, restated by Decreto 583 de 2025).
 */
const MAX_LOAN_PERCENT = 70;
const VIS_MAX_LOAN_PERCENT = 80;

export const MIN_YEARS = 5;
export const MAX_YEARS = 30;
export const DEFAULT_YEARS = 20;

/** A typical housing loan in pesos in 2026 (tasa efectiva anual): a starting point the visitor changes. */
export const DEFAULT_ANNUAL_RATE_PERCENT = 12.5;
/** Outside this range a figure is a typo rather than an offer (the usury ceiling stays well below 40 % E.A.). */
const MIN_RATE_PERCENT = 1;
const MAX_RATE_PERCENT = 40;

/**
 * A housing loan's first payment may take at most 30 % of the household's monthly income (Decreto 145 de 2000), as
 * issue 39 asks. Decreto 583 de 2025 raised the legal ceiling to 40 %; 30 % stays the prudent figure to show.
 */
export const MAX_PAYMENT_SHARE_OF_INCOME_PERCENT = 30;

export const isVis = (price: number) => price <= VIS_PRICE_CEILING;

/** The smallest down payment a bank accepts, in percent of the price: 30 %, or 20 % for VIS. */
export const minDownPaymentPercent = (price: number) => 100 - (isVis(price) ? VIS_MAX_LOAN_PERCENT : MAX_LOAN_PERCENT);

/** `percent` of `price` in whole pesos; the minimum down payment and a typed percentage round the same way. */
export const shareOf = (price: number, percent: number) => Math.round((price * percent) / 100);

/** The monthly rate equivalent to an annual effective one: i_m = (1 + EA)^(1/12) − 1. */
export const monthlyRate = (annualRatePercent: number) => (1 + annualRatePercent / 100) ** (1 / 12) - 1;

/** French amortisation: the fixed monthly payment P·i / (1 − (1 + i)^−n), in whole pesos. */
export function monthlyPayment(loan: number, annualRatePercent: number, years: number): number {
  const i = monthlyRate(annualRatePercent);
  return Math.round((loan * i) / (1 - (1 + i) ** -(years * 12)));
}

/** The monthly income that keeps `payment` within 30 % of it, rounded up to the peso. */
export const incomeNeeded = (payment: number) => Math.ceil((payment * 100) / MAX_PAYMENT_SHARE_OF_INCOME_PERCENT);

/** What the visitor typed, read as numbers; `null` where the text is no number at all. */
export interface CreditInput {
  price: number | null;
  downPayment: number | null;
  years: number | null;
  annualRatePercent: number | null;
}

export interface CreditResult {
  loan: number;
  months: number;
  monthlyRate: number;
  payment: number;
  income: number;
}

export type CreditErrors = Partial<Record<keyof CreditInput, string>>;

/** Each field's problem in Spanish, or the figures when there is none. */
export function simulateCredit(input: CreditInput): { errors: CreditErrors; result: CreditResult | null } {
  const { price, downPayment, years, annualRatePercent } = input;
  const errors: CreditErrors = {};
  if (price === null || price <= 0)
    errors.price = 'Escribe el precio de la vivienda en pesos, por ejemplo 350.000.000.';
  if (downPayment === null)
    errors.downPayment = 'Escribe la cuota inicial en pesos (por ejemplo 90.000.000) o en porcentaje (30 %).';
  else if (price !== null && price > 0) {
    const percent = minDownPaymentPercent(price);
    if (downPayment < shareOf(price, percent))
      errors.downPayment = isVis(price)
        ? `La cuota inicial mínima es el ${percent} % del precio (${formatPesos(shareOf(price, percent))}): para vivienda de interés social los bancos prestan hasta el ${VIS_MAX_LOAN_PERCENT} %.`
        : `La cuota inicial mínima es el ${percent} % del precio (${formatPesos(shareOf(price, percent))}): los bancos prestan hasta el ${MAX_LOAN_PERCENT} % del valor de la vivienda.`;
    else if (downPayment >= price)
      errors.downPayment =
        'La cuota inicial debe ser menor que el precio: si pagas todo de contado no necesitas crédito.';
  }
  if (years === null || !Number.isInteger(years) || years < MIN_YEARS || years > MAX_YEARS)
    errors.years = `El plazo debe ser un número entero de años entre ${MIN_YEARS} y ${MAX_YEARS}.`;
  if (annualRatePercent === null || annualRatePercent < MIN_RATE_PERCENT || annualRatePercent > MAX_RATE_PERCENT)
    errors.annualRatePercent = `La tasa debe estar entre ${MIN_RATE_PERCENT} % y ${MAX_RATE_PERCENT} % efectivo anual.`;
  // A null field always has its error; naming the nulls again lets TypeScript read the numbers below.
  if (
    Object.keys(errors).length > 0 ||
    price === null ||
    downPayment === null ||
    years === null ||
    annualRatePercent === null
  )
    return { errors, result: null };
  const loan = price - downPayment;
  const payment = monthlyPayment(loan, annualRatePercent, years);
  return {
    errors,
    result: {
      loan,
      months: years * 12,
      monthlyRate: monthlyRate(annualRatePercent),
      payment,
      income: incomeNeeded(payment),
    },
  };
}
