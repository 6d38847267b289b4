import { SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MoneyInput } from '../../../components/MoneyInput';
import { splitRange, type RangeEnds } from '../../../lib/ranges';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { priceEnds, setPriceEnds } from '../utils/more-filters';

const INVERTED = 'El mínimo no puede ser mayor que el máximo';

/**
 * Minimum and maximum price typed freely, formatted as pesos while typed (450.000.000). They are the price filter's
 * two ends: a range chosen in the Precio list shows here, and what is typed here shows there. The list is asked for
 * once typing pauses, not on every key; a minimum above the maximum is said, not sent.
 */
export function PriceBoundsInputs() {
  const { filters, updateFilters } = useCatalogueParams();
  const [draft, setDraft] = useState<RangeEnds>(() => priceEnds(filters));
  const [settled] = useDebouncedValue(draft, 600);
  // The price this box last sent, to tell its own changes from the list, a status change, Limpiar or the address.
  const sent = useRef(filters.price);
  const inverted = setPriceEnds(filters, draft) === null;

  const send = (ends: RangeEnds) => {
    const next = setPriceEnds(filters, ends);
    if (!next) return;
    sent.current = next.price;
    updateFilters((current) => setPriceEnds(current, ends) ?? current);
  };
  const sendSettled = useEffectEvent(send);
  useEffect(() => sendSettled(settled), [settled]);
  useEffect(() => {
    if (filters.price === sent.current) return;
    sent.current = filters.price;
    setDraft(splitRange(filters.price));
  }, [filters.price]);

  const end = (key: keyof RangeEnds) => ({
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter') send(draft);
    },
  });
  return (
    <SimpleGrid cols={2} spacing="xs">
      <MoneyInput label="Precio mínimo" placeholder="Sin mínimo" {...end('min')} error={inverted} />
      <MoneyInput
        label="Precio máximo"
        placeholder="Sin máximo"
        {...end('max')}
        error={inverted ? INVERTED : undefined}
      />
    </SimpleGrid>
  );
}
