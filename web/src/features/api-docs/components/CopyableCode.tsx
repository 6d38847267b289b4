import { ActionIcon, Box, Code, Tooltip } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the Copiado confirmation and the copied-text highlight last 2 s. */
const COPIED_MS = 2000;

/**
 * A code block with a copy button. Long lines scroll inside the block (never the page, even at 360 px);
 * after a copy the block and the button turn teal for 2 s.
 */
export function CopyableCode({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      showToast({ title: 'Error', message: 'No se pudo copiar el texto', variant: 'destructive' });
      return;
    }
    showToast({ title: 'Copiado', message: `${label} copiado al portapapeles.` });
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

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
