import { Alert, Box } from '@mantine/core';

/** Only secure addresses are embedded: an http page inside ours would be blocked, and anything else is not a tour. */
const isEmbeddable = (url: string) => url.startsWith('https://');

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

/**
 * The 360° tour in an embedded frame, or a plain explanation when its address cannot be embedded. At 16:9 by
 * default; `fillHeight` lets it take a phone's whole screen below a dialog header, where 16:9 would be a strip.
 */
export function TourFrame({ url, title, fillHeight = false }: { url: string; title: string; fillHeight?: boolean }) {
  if (!isEmbeddable(url)) {
    return (
      <Alert color="yellow" title="Tour no disponible">
        La dirección de este tour virtual no es segura (debe comenzar con https://), por eso no se puede mostrar aquí.
      </Alert>
    );
  }
  return (
    <Box
      pos="relative"
      w="100%"
      bg="gray.1"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        ...(fillHeight ? { height: 'calc(100dvh - 6rem)' } : { aspectRatio: '16 / 9' }),
      }}
    >
      <iframe
        src={url}
        title={`Tour virtual 360° de ${title}`}
        sandbox={TOUR_SANDBOX}
        allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
        allowFullScreen
        loading="lazy"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
