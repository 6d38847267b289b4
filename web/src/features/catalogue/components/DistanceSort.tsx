import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useMasterDataNames } from '../api/get-master-data';
import { useMunicipalityCentre } from '../api/get-municipality-centres';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { locateVisitor } from '../utils/locate-visitor';
import { nearPoint } from '../utils/near-point';

/**
 * Under «Ordenar por» when the order is «Distancia: más cercanas primero»: where the distance is measured from, the
 * visitor's own place (asked of the browser only on a click) or the chosen municipality's centre. The point goes in
 * the address (`cerca`), so a shared link lists in the same order; until there is one, the list keeps its default.
 */
export function DistanceSort() {
  const { filters, updateFilters } = useCatalogueParams();
  const active = filters.sort === 'distance';
  const names = useMasterDataNames();
  const centre = useMunicipalityCentre(active && filters.municipality !== '' ? filters.municipality : null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The point this visitor's browser gave, to say so; a point from a shared link is said as chosen. */
  const [located, setLocated] = useState<string | null>(null);
  if (!active) return null;

  const municipalityName = names.municipalities.get(filters.municipality) ?? filters.municipality;
  const fromCentre = centre !== undefined && filters.near === nearPoint(centre);
  const choose = (near: string) => {
    setProblem(null);
    updateFilters((current) => ({ ...current, near }));
  };
  const locate = async () => {
    setLocating(true);
    setProblem(null);
    const answer = await locateVisitor(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    setLocating(false);
    if ('point' in answer) {
      setLocated(answer.point);
      choose(answer.point);
    } else setProblem(answer.error);
  };

  return (
    <Stack gap={6} aria-label="Punto de partida de la distancia" role="group">
      <Text size="sm" c="dimmed" aria-live="polite">
        {filters.near === ''
          ? 'Elige desde dónde medir la distancia.'
          : fromCentre
            ? `Desde el centro de ${municipalityName}.`
            : filters.near === located
              ? 'Desde tu ubicación.'
              : 'Desde el punto del enlace.'}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCurrentLocation size={16} />}
          loading={locating}
          onClick={() => void locate()}
        >
          Usar mi ubicación
        </Button>
        {centre && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconMapPin size={16} />}
            disabled={fromCentre}
            onClick={() => choose(nearPoint(centre))}
          >
            Centro de {municipalityName}
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
