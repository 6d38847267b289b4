import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PropertyDto } from '../lib/api-contract';
import { costLines } from '../lib/property-costs';

/** The Colombian cost block of the detail modal and the property page; nothing when the listing gives no figure. */
export function CostBlock({ property }: { property: PropertyDto }) {
  const lines = costLines(property);
  if (lines.length === 0) return null;
  return (
    <Paper component="section" aria-label="Costos" bg="gray.0" p="sm" radius="md">
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: Math.min(lines.length, 4) }}
        spacing="xs"
        verticalSpacing="xs"
        m={0}
      >
        {lines.map((line) => (
          <div key={line.key} data-cost={line.key}>
            <Text component="dt" size="xs" c="dimmed">
              {line.label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {line.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
