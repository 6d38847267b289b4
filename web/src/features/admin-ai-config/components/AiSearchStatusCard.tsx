import { Alert, Text } from '@mantine/core';
import { IconRobot, IconRobotOff } from '@tabler/icons-react';

interface Props {
  /** What visitors get now: the saved configuration. */
  enabled: boolean;
  /** The switch says otherwise and has not been saved yet. */
  unsavedSwitch: boolean;
}

/** SPEC §2: green when visitors can search in natural language, orange when the AI option is hidden from them. */
export function AiSearchStatusCard({ enabled, unsavedSwitch }: Props) {
  return (
    <Alert
      role="status"
      variant="light"
      color={enabled ? 'green' : 'orange'}
      icon={enabled ? <IconRobot aria-hidden /> : <IconRobotOff aria-hidden />}
      title={enabled ? 'Estado: Búsqueda con IA habilitada' : 'Estado: Búsqueda con IA deshabilitada'}
    >
      <Text size="sm">
        {enabled
          ? 'Los usuarios pueden buscar propiedades describiendo lo que buscan en lenguaje natural.'
          : 'Los usuarios no verán la opción de búsqueda con IA en los filtros.'}
      </Text>
      {unsavedSwitch && (
        <Text size="sm" fw={600} mt={6}>
          El cambio del interruptor se aplicará cuando guardes la configuración.
        </Text>
      )}
    </Alert>
  );
}
