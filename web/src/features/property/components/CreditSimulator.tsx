import { Group, Loader, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconCalculator, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';

// The fields and their arithmetic load on the first open: most visitors never open it.
const CreditSimulatorForm = lazy(async () => ({
  default: (await import('./CreditSimulatorForm')).CreditSimulatorForm,
}));

/** «Simula tu crédito», collapsed under the price of a listing for sale; it keeps what was typed when closed. */
export function CreditSimulator({ price }: { price: number }) {
  const [state, setState] = useState({ opened: false, mounted: false });
  const bodyId = useId();
  return (
    <Paper component="section" withBorder radius="md" aria-label="Simula tu crédito">
      <Title order={2} size="h4">
        <UnstyledButton
          w="100%"
          p="md"
          aria-expanded={state.opened}
          aria-controls={bodyId}
          onClick={() => setState({ opened: !state.opened, mounted: true })}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconCalculator size={22} aria-hidden />
              Simula tu crédito
            </Group>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ transform: state.opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <div
        id={bodyId}
        hidden={!state.opened}
        style={{ padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}
      >
        {state.mounted && (
          <Suspense fallback={<Loader size="sm" aria-label="Cargando el simulador" />}>
            <CreditSimulatorForm price={price} />
          </Suspense>
        )}
      </div>
    </Paper>
  );
}
