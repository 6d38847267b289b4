import { Alert, Box } from '@mantine/core';

/** Only secure addresses are embedded: an http page inside ours would be blocked, and anything else is not a tour. */
const isEmbeddable = (url: string) => url.startsWith('https://');

/**
 * The 360° tour in an embedded frame, or a plain explanation when its address cannot be embedded. At 16:9 by
 * default; `fillHeight` lets it take a phone's whole screen below a dialog header, where 16:9 would be a strip.
 */
export function TourFrame({ url, title, fillHeight = false }: { url: string; title: string; fillHeight?: boolean }) {
  if (!isEmbeddable(url)) {
    return <Alert color="yellow" title="Tour no disponible">La dirección de este tour virtual no es segura (debe comenzar con https://), por eso no se puede mostrar aquí.</Alert>;
  }
  return (
    <Box pos="relative" w="100%" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', ...(fillHeight ? { height: 'calc(100dvh - 6rem)' } : { aspectRatio: '16 / 9' }) }}>
      <iframe
        src={url}
        title={`Tour virtual 360° de ${title}`}
        allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
        allowFullScreen
        loading="lazy"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
