import { Button, Fieldset, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { PickerMap } from '../../../components/map/LazyMaps';
import { useMunicipalityCentre } from '../api/get-municipality-centres';
import type { PropertyForm } from '../utils/property-form-values';

/** Where the map starts with no municipality (or none whose seat is known): Bogotá. */
const FALLBACK_CENTRE = { lat: 4.6097, lng: -74.0817 };
const DECIMALS = 6;
const rounded = (value: number) => Number(value.toFixed(DECIMALS));

/**
 * The listing's true point: placed on the map (a click, or dragging the pin) or typed, starting from the point saved,
 * else the municipality's seat. Visitors see an area of about 300 m around it unless the switch shows them the point.
 */
export function LocationFields({ form }: { form: PropertyForm }) {
  const location = useWatch({ control: form.control, name: 'location' });
  const municipalityId = useWatch({ control: form.control, name: 'municipalityId' });
  const centre = useMunicipalityCentre(municipalityId);
  const { errors } = form.formState;
  const error = errors.location?.message ?? errors.location?.lat?.message ?? errors.location?.lng?.message;
  const start = location ?? centre ?? FALLBACK_CENTRE;

  const place = (point: { lat: number; lng: number }) =>
    form.setValue(
      'location',
      { lat: rounded(point.lat), lng: rounded(point.lng), exact: location?.exact ?? false },
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  const setCoordinate = (axis: 'lat' | 'lng') => (value: number | string) => {
    if (typeof value === 'number') place({ ...start, [axis]: value });
  };

  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Ubicación">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {location
            ? 'Haz clic en el mapa o arrastra el marcador para corregir el punto.'
            : 'Sin ubicación: haz clic en el mapa, arrastra el marcador o escribe las coordenadas.'}
        </Text>
        <PickerMap point={start} onChange={place} label="Mapa para elegir la ubicación de la propiedad" height={280} />
        <Group grow align="flex-start" wrap="wrap">
          {(['lat', 'lng'] as const).map((axis) => (
            <NumberInput
              key={axis}
              label={axis === 'lat' ? 'Latitud' : 'Longitud'}
              value={location?.[axis] ?? ''}
              onChange={setCoordinate(axis)}
              decimalScale={DECIMALS}
              decimalSeparator=","
              hideControls
              miw={140}
              // The API's message (a point outside Colombia) under the latitude, for both.
              error={axis === 'lat' ? error : undefined}
            />
          ))}
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Switch
            label="Mostrar la ubicación exacta a los visitantes"
            description="Apagado, ven un área aproximada de unos 300 m que no revela el punto."
            checked={location?.exact ?? false}
            disabled={!location}
            onChange={(event) =>
              location &&
              form.setValue('location', { ...location, exact: event.currentTarget.checked }, { shouldDirty: true })
            }
          />
          {location && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => form.setValue('location', null, { shouldDirty: true })}
            >
              Quitar ubicación
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
