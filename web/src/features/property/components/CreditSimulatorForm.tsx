import { Grid, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatPesos } from '../../../lib/format-price';
import {
  DEFAULT_ANNUAL_RATE_PERCENT,
  DEFAULT_YEARS,
  isVis,
  MAX_PAYMENT_SHARE_OF_INCOME_PERCENT,
  MAX_YEARS,
  minDownPaymentPercent,
  MIN_YEARS,
  shareOf,
  simulateCredit,
} from '../utils/credit-simulator';
import {
  parseDecimal,
  parsePesos,
  parsePesosOrShare,
  parseShare,
  percentText,
  pesosText,
} from '../utils/typed-figures';

/** The down payment as last typed: in pesos or in percent, the other field showing its equivalent. */
interface DownPayment {
  field: 'pesos' | 'percent';
  text: string;
}

const MONTHLY_RATE = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4, minimumFractionDigits: 4 });

/** The simulator's fields and figures, computed in the browser as the visitor types. */
export function CreditSimulatorForm({ price: listedPrice }: { price: number }) {
  const [priceText, setPriceText] = useState(pesosText(listedPrice));
  const [down, setDown] = useState<DownPayment>({
    field: 'percent',
    text: percentText(minDownPaymentPercent(listedPrice)),
  });
  const [yearsText, setYearsText] = useState(String(DEFAULT_YEARS));
  const [rateText, setRateText] = useState(percentText(DEFAULT_ANNUAL_RATE_PERCENT));

  const price = parsePesos(priceText);
  const downPayment = down.field === 'pesos' ? parsePesosOrShare(down.text, price) : parseShare(down.text, price);
  const years = parseDecimal(yearsText);
  const rate = parseDecimal(rateText);
  const { errors, result } = simulateCredit({ price, downPayment, years, annualRatePercent: rate });
  // The field typed last shows what was typed; the other one its equivalent.
  const pesosValue = down.field === 'pesos' ? down.text : downPayment === null ? '' : pesosText(downPayment);
  const percentValue =
    down.field === 'percent'
      ? down.text
      : downPayment === null || !price
        ? ''
        : percentText((downPayment / price) * 100);
  const minimumPercent = price === null ? null : minDownPaymentPercent(price);

  return (
    <Stack gap="md">
      <TextInput
        label="Precio de la vivienda"
        leftSection="$"
        inputMode="numeric"
        autoComplete="off"
        value={priceText}
        onChange={(event) => setPriceText(event.currentTarget.value)}
        onBlur={() => price !== null && setPriceText(pesosText(price))}
        error={errors.price}
      />
      <div>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput
              label="Cuota inicial"
              leftSection="$"
              inputMode="numeric"
              autoComplete="off"
              value={pesosValue}
              onChange={(event) => setDown({ field: 'pesos', text: event.currentTarget.value })}
              onBlur={() => downPayment !== null && setDown({ field: 'pesos', text: pesosText(downPayment) })}
              error={errors.downPayment}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput
              label="Porcentaje de cuota inicial"
              rightSection="%"
              inputMode="decimal"
              autoComplete="off"
              value={percentValue}
              onChange={(event) => setDown({ field: 'percent', text: event.currentTarget.value })}
              onBlur={() => {
                const percent = parseDecimal(down.text);
                if (down.field === 'percent' && percent !== null)
                  setDown({ field: 'percent', text: percentText(percent) });
              }}
              error={Boolean(errors.downPayment)}
            />
          </Grid.Col>
        </Grid>
        {price !== null && minimumPercent !== null && !errors.downPayment && (
          <Text size="xs" c="dimmed" mt={4}>
            Mínimo {minimumPercent} % ({formatPesos(shareOf(price, minimumPercent))})
            {isVis(price) ? ', por ser vivienda de interés social.' : '.'}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Plazo"
          description={`Entre ${MIN_YEARS} y ${MAX_YEARS} años`}
          rightSection="años"
          rightSectionWidth={52}
          inputMode="numeric"
          autoComplete="off"
          value={yearsText}
          onChange={(event) => setYearsText(event.currentTarget.value)}
          onBlur={() => years !== null && setYearsText(String(years))}
          error={errors.years}
        />
        <TextInput
          label="Tasa efectiva anual"
          description="Pregunta la de tu banco"
          rightSection="% E.A."
          rightSectionWidth={68}
          inputMode="decimal"
          autoComplete="off"
          value={rateText}
          onChange={(event) => setRateText(event.currentTarget.value)}
          onBlur={() => rate !== null && setRateText(percentText(rate))}
          error={errors.annualRatePercent}
        />
      </SimpleGrid>
      <Paper bg="teal.0" p="md" radius="md" role="status" aria-live="polite" aria-atomic="true">
        {result ? (
          <Stack component="dl" gap="xs" m={0} data-testid="credit-result">
            <div>
              <Text component="dt" size="sm">
                Cuota mensual
              </Text>
              <Text component="dd" m={0} fw={800} fz={{ base: 'xl', sm: 26 }} c="teal.9" data-figure="payment">
                {formatPesos(result.payment)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                Ingresos mensuales que necesitas
              </Text>
              <Text component="dd" m={0} fw={700} size="lg" data-figure="income">
                {formatPesos(result.income)}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              Préstamo de {formatPesos(result.loan)} en {result.months} cuotas a una tasa mensual de{' '}
              {MONTHLY_RATE.format(result.monthlyRate * 100)} %. La cuota no puede pasar del{' '}
              {MAX_PAYMENT_SHARE_OF_INCOME_PERCENT} % de tus ingresos. Es una simulación con cuota fija en pesos: no
              incluye seguros ni gastos, y el banco decide la tasa y el monto.
            </Text>
          </Stack>
        ) : (
          <Text size="sm">Corrige los datos marcados para ver tu cuota.</Text>
        )}
      </Paper>
    </Stack>
  );
}
