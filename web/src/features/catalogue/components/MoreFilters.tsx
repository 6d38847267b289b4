import { Chip, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { setFilter } from '../utils/filter-transitions';
import { joinValues, listValues } from '../utils/more-filters';
import { CharacteristicsSelect } from './CharacteristicsSelect';
import { NeighbourhoodSelect } from './NeighbourhoodSelect';
import { PriceBoundsInputs } from './PriceBoundsInputs';

/**
 * "Más filtros": typed prices, barrio, características, estrato, baños and parqueaderos. Loaded only when opened
 * (or when the address already holds one of them): Mantine's searchable selects and number inputs are heavy for the
 * first load, and most visits never open it.
 */
export function MoreFilters() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="md">
      <PriceBoundsInputs />
      <NeighbourhoodSelect />
      <CharacteristicsSelect />
      <StratumChips />
      <AtLeast label="Baños" filterKey="bathrooms" most={4} />
      <AtLeast label="Parqueaderos" filterKey="parkingSpaces" most={3} />
    </SimpleGrid>
  );
}

const STRATA = ['1', '2', '3', '4', '5', '6'];

/** Estratos 1 to 6, any number of them. */
function StratumChips() {
  const { filters, updateFilters } = useCatalogueParams();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        Estrato
      </Text>
      <Chip.Group
        multiple
        value={listValues(filters.stratum)}
        onChange={(values) => updateFilters((current) => setFilter(current, 'stratum', joinValues(values)))}
      >
        {/* Six equal cells that fit a 360 px phone; the colour says which are chosen, without a tick that widens it. */}
        <SimpleGrid cols={6} spacing={6}>
          {STRATA.map((stratum) => (
            <Chip
              key={stratum}
              value={stratum}
              size="sm"
              icon={null}
              styles={{ label: { width: '100%', justifyContent: 'center', paddingInline: 0 } }}
            >
              {stratum}
            </Chip>
          ))}
        </SimpleGrid>
      </Chip.Group>
    </div>
  );
}

/** Stands for "no minimum": SPEC §5 allows no option with an empty value. */
const ANY = 'todos';

/** A minimum count: Todos, 1+, 2+… (read "1 o más" aloud). */
function AtLeast({
  label,
  filterKey,
  most,
}: {
  label: string;
  filterKey: 'bathrooms' | 'parkingSpaces';
  most: number;
}) {
  const { filters, updateFilters } = useCatalogueParams();
  const labelId = useId();
  const counts = Array.from({ length: most }, (_, index) => String(index + 1));
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={filters[filterKey] === '' ? ANY : filters[filterKey]}
        onChange={(value) => updateFilters((current) => setFilter(current, filterKey, value === ANY ? '' : value))}
        data={[
          { value: ANY, label: 'Todos' },
          ...counts.map((count) => ({ value: count, label: <span aria-label={`${count} o más`}>{count}+</span> })),
        ]}
      />
    </div>
  );
}
