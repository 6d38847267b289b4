import { ActionIcon, Box, Code, Tooltip } from '@mantine/core';
import { useCopy } from '../../../lib/use-copy';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A code block with a copy button. Long lines scroll inside the block (never the page, even at 360 px);
 * after a copy the block and the button turn teal for 2 s.
 */
export function CopyableCode({ code, label }: { code: string; label: string }) {
  const { copied, copy: copyText } = useCopy();
  const copy = () =>
    copyText(code, {
      success: { title: 'Copiado', message: `${label} copiado al portapapeles.` },
      failure: 'No se pudo copiar el texto',
    });

  return (
    <Box pos="relative">
      <Code
        block
        data-copied={copied || undefined}
        pr={44}
        style={{
          whiteSpace: 'pre',
          outline: copied ? '2px solid var(--mantine-color-teal-5)' : '1px solid var(--mantine-color-gray-3)',
          backgroundColor: copied ? 'var(--mantine-color-teal-0)' : undefined,
          transition: 'background-color 150ms, outline-color 150ms',
        }}
      >
        {code}
      </Code>
      <Tooltip label={copied ? 'Copiado' : 'Copiar'} withArrow position="left">
        <ActionIcon
          variant={copied ? 'filled' : 'default'}
          color={copied ? 'teal' : undefined}
          aria-label={copied ? 'Copiado' : `Copiar ${label.toLowerCase()}`}
          onClick={copy}
          pos="absolute"
          top={6}
          right={6}
        >
          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}
