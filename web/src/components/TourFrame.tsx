import { Alert, Anchor, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Only secure addresses are embedded: an http page inside ours would be blocked, and anything else is not a tour. */
const isEmbeddable = (url: string) => url.startsWith('https://');

/**
 * A frame the provider refuses to be shown in, or one stuck on a slow network, never fires `load`: past this
 * long the visitor is offered the tour in a tab of its own instead of an endless spinner.
 */
const TOUR_LOAD_TIMEOUT_MS = 15_000;

/*
 * The tour is another site's page inside ours, so it gets only what a 360° viewer (Matterport, Kuula…) needs:
 * - allow-scripts: the viewer is a JavaScript/WebGL application;
 * - allow-same-origin: it keeps its own origin, for its cookies, storage and requests to its own servers (an
 *   opaque origin breaks them). With allow-scripts this would let a page of the portal's own origin lift its
 *   sandbox; tours live on their providers' sites;
 * - allow-popups: its "open in a new tab" and share links. They open under these same restrictions (no
 *   allow-popups-to-escape-sandbox), so a page opened from the tour cannot navigate the portal either.
 * Left out on purpose: allow-top-navigation (a tour must never take the visitor away from the portal),
 * allow-forms, allow-modals, allow-downloads, allow-pointer-lock, allow-orientation-lock, allow-presentation.
 * Full screen and the motion sensors are not sandbox tokens: the `allow` list below grants them.
 */
const TOUR_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

const OPEN_IN_TAB = 'Abrir el recorrido en una pestaña nueva';

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The 360° tour in an embedded frame, or a plain explanation when its address cannot be embedded. At 16:9 by
 * default; `fillHeight` lets it take a phone's whole screen below a dialog header, where 16:9 would be a strip.
 * A spinner covers the frame until it loads; if it has not loaded after TOUR_LOAD_TIMEOUT_MS the visitor gets a
 * way to open it in a new tab or to try again (should it load late after all, it simply shows).
 */
export function TourFrame({ url, title, fillHeight = false }: { url: string; title: string; fillHeight?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  // `waiting` until the frame is on screen: a lazy frame far down the page has not started loading yet.
  const [state, setState] = useState<LoadState>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      setState((current) => (current === 'waiting' ? 'loading' : current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), TOUR_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!isEmbeddable(url)) {
    return (
      <Alert color="yellow" title="Tour no disponible">
        La dirección de este tour virtual no es segura (debe comenzar con https://), por eso no se puede mostrar aquí.
      </Alert>
    );
  }
  const openInTab = { href: url, target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack gap={6}>
      <Box
        ref={box}
        pos="relative"
        w="100%"
        bg="gray.1"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          ...(fillHeight ? { height: 'calc(100dvh - 8rem)' } : { aspectRatio: '16 / 9' }),
        }}
      >
        <iframe
          key={attempt}
          src={url}
          title={`Tour virtual 360° de ${title}`}
          sandbox={TOUR_SANDBOX}
          allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
          allowFullScreen
          loading="lazy"
          onLoad={() => setState('loaded')}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
        {state !== 'loaded' && (
          <Center pos="absolute" inset={0} bg="gray.1" p="md">
            {state === 'failed' ? (
              <Stack align="center" gap="xs" maw={420} ta="center" role="alert">
                <Text fw={600}>El recorrido 360° no terminó de cargar</Text>
                <Text size="sm" c="dimmed">
                  Puede que la conexión esté lenta o que el proveedor del recorrido no permita mostrarlo dentro de otra
                  página.
                </Text>
                <Button component="a" {...openInTab} leftSection={<IconExternalLink size={18} />}>
                  {OPEN_IN_TAB}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setState('loading');
                    setAttempt((count) => count + 1);
                  }}
                >
                  Reintentar
                </Button>
              </Stack>
            ) : (
              <Stack align="center" gap="xs">
                <Loader aria-hidden />
                <Text size="sm" c="dimmed" role="status">
                  Cargando el recorrido 360°…
                </Text>
              </Stack>
            )}
          </Center>
        )}
      </Box>
      {state !== 'failed' && (
        <Anchor size="sm" {...openInTab} style={{ alignSelf: 'flex-end' }}>
          {OPEN_IN_TAB}
        </Anchor>
      )}
    </Stack>
  );
}
