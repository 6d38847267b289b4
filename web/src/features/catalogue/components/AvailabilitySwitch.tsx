import { Switch } from '@mantine/core';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { setAvailableOnly } from '../utils/more-filters';

/** Sold and rented listings stay in the catalogue as references, after the available ones; this hides them. */
export function AvailabilitySwitch() {
  const { filters, updateFilters } = useCatalogueParams();
  return (
    <Switch
      label="Ocultar vendidas y alquiladas"
      checked={filters.availableOnly === 'true'}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        updateFilters((current) => setAvailableOnly(current, on));
      }}
    />
  );
}
