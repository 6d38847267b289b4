import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { PropertyDto } from '../lib/api-contract';
import { propertyFacts } from '../lib/property-facts';

/** Facts, description and characteristics, as the detail modal (`compact`) and the property page show them. */
export function PropertyDetails({ property, compact = false }: { property: PropertyDto; compact?: boolean }) {
  const heading = compact ? 'h4' : 'h3';
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: compact ? 3 : 4 }} spacing={compact ? 'xs' : 'md'}>
        {propertyFacts(property).map(({ label, value }) => (
          <Paper key={label} withBorder p={compact ? 'xs' : 'sm'}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {property.description !== '' && (
        <>
          <Title order={2} size={heading}>
            Descripción
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{property.description}</Text>
        </>
      )}
      {property.characteristics.length > 0 && (
        <>
          <Title order={2} size={heading}>
            Características
          </Title>
          <Group gap="xs">
            {property.characteristics.map((item) => (
              <Badge key={item.id} variant="outline">
                {item.name}
              </Badge>
            ))}
          </Group>
        </>
      )}
    </>
  );
}
