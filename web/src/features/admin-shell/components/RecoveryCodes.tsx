import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopy } from '../../../lib/use-copy';

/** The ten recovery codes, shown this once, with a button that copies them all. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { copied, copy } = useCopy();
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status">
        La verificación en dos pasos quedó activada.
      </Alert>
      <Text size="sm">
        Guarda estos códigos de recuperación en un lugar seguro: si pierdes el teléfono, cada uno te deja entrar una
        sola vez. No se vuelven a mostrar.
      </Text>
      <SimpleGrid
        cols={2}
        spacing="xs"
        aria-label="Códigos de recuperación"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={() =>
            copy(codes.join('\n'), {
              success: { title: 'Copiado', message: 'Los códigos de recuperación están en el portapapeles.' },
              failure: 'No se pudieron copiar los códigos. Cópialos a mano.',
            })
          }
        >
          {copied ? 'Copiados' : 'Copiar códigos'}
        </Button>
        <Button onClick={onDone}>Ya los guardé</Button>
      </Group>
    </Stack>
  );
}
