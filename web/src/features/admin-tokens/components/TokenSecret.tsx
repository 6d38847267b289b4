import { ActionIcon, Code, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useCopy } from '../../../lib/use-copy';

/** SPEC §9: a hidden token reads as 40 asterisks, whatever its length. */
const TOKEN_MASK = '*'.repeat(40);

const copyToasts = {
  success: { title: 'Copiado', message: 'Token copiado al portapapeles.' },
  failure: 'No se pudo copiar el token.',
};

interface Props {
  name: string;
  /** The secret when revealed; undefined while hidden. */
  secret: string | undefined;
  revealing: boolean;
  onToggle: () => void;
}

/** SPEC §2: the Token column: masked, a toggle to reveal it, and once revealed a button to copy it. */
export function TokenSecret({ name, secret, revealing, onToggle }: Props) {
  const { copied, copy } = useCopy();
  const revealed = secret !== undefined;
  const toggleLabel = `${revealed ? 'Ocultar' : 'Mostrar'} token ${name}`;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Code fz="xs" flex={1} miw={0} style={{ wordBreak: 'break-all' }}>
        {secret ?? (
          <>
            {/* Forty "asterisk"s read aloud say nothing. */}
            <span aria-hidden>{TOKEN_MASK}</span>
            <VisuallyHidden>Token oculto</VisuallyHidden>
          </>
        )}
      </Code>
      <Tooltip label={revealed ? 'Ocultar' : 'Mostrar'}>
        <ActionIcon variant="subtle" color="gray" aria-label={toggleLabel} loading={revealing} onClick={onToggle}>
          {revealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {revealed && (
        <Tooltip label="Copiar">
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={`Copiar token ${name}`}
            onClick={() => copy(secret, copyToasts)}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
