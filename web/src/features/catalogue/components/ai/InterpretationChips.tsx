import { Badge, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useMasterDataNames } from '../../api/get-master-data';
import { interpretationChips, type Interpretation } from '../../utils/interpretation-chips';

const CHIP_COLOR = { include: 'teal', exclude: 'red', unknown: 'gray' } as const;

/** What the AI search understood, so visitors can check it and rephrase. */
export function InterpretationChips({
  interpretation,
  priceLevelChip,
}: {
  interpretation: Interpretation;
  priceLevelChip: string | null;
}) {
  const chips = interpretationChips(interpretation, useMasterDataNames(), priceLevelChip);
  const labelId = useId();
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" align="center">
      <Text id={labelId} size="sm" c="dimmed">
        Entendimos:
      </Text>
      <Group gap={6} component="ul" role="list" aria-labelledby={labelId} m={0} p={0} style={{ listStyle: 'none' }}>
        {chips.map((chip) => (
          <Badge
            key={chip.key}
            component="li"
            variant="light"
            color={CHIP_COLOR[chip.tone]}
            tt="none"
            size="lg"
            fw={500}
          >
            {chip.label}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
