import type { MouseEvent } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { useCopy } from '../lib/use-copy';
import { IconCheck, IconShare } from '@tabler/icons-react';

/** The user closing the device share sheet rejects with AbortError: that is a choice, not a failure. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * SPEC §7: device share when the browser has one, otherwise copy the link and confirm with a toast. `path` is made
 * absolute only when clicked: the page may be rendered on the server, where there is no window to ask.
 */
export function ShareButton({
  title,
  path,
  variant = 'icon',
}: {
  title: string;
  path: string;
  variant?: 'icon' | 'button';
}) {
  const { copied, copy } = useCopy();
  const copyLink = (url: string) =>
    copy(url, {
      success: { title: 'Enlace copiado', message: 'El enlace de la propiedad está en tu portapapeles.' },
      failure: 'No se pudo copiar el enlace',
    });

  const share = async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share !== 'function') return copyLink(url);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if (!isAbort(error)) copyLink(url);
    }
  };

  const label = copied ? 'Copiado' : 'Compartir';
  const Icon = copied ? IconCheck : IconShare;
  if (variant === 'button') {
    return (
      <Button variant="default" leftSection={<Icon size={18} />} onClick={share} fullWidth>
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon variant="default" radius="xl" aria-label={label} onClick={share}>
      <Icon size={18} />
    </ActionIcon>
  );
}
