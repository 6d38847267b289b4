import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { usePropertyViews } from '../../../api/property-views';
import type { Property } from '../api/get-property';

// Colombia's day, not the device's or the server's: the server's first render and the browser's must print one date.
const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });
const countFormat = new Intl.NumberFormat('es-CO');

/** SPEC §2 summary: the reference to quote when calling, when it was published and how many visits it has had. */
export function PropertySummary({ property }: { property: Property }) {
  // Mounting the summary is this visit: it records one view and shows the total.
  const views = usePropertyViews(property.id);
  const rows: Array<[string, string]> = [
    property.code ? ['Código', property.code] : ['ID', property.id],
    ['Publicada', dateFormat.format(new Date(property.createdAt))],
    ['Vistas', views === undefined ? '…' : countFormat.format(views)],
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Resumen
      </Title>
      <Stack component="dl" gap={6} m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} ta="right" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
