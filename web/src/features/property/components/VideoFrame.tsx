import { Box } from '@mantine/core';

/*
 * Another site's player inside the page, given what a video player needs and nothing more (as the 360° tour's frame,
 * components/TourFrame.tsx): its scripts, its own origin (for its requests to its servers), its links in a new tab
 * and full screen. Never allow-top-navigation: a video never takes the visitor away from the portal.
 */
const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';

/**
 * The listing's video at 16:9, from the provider's privacy-enhanced address (no cookies before the visitor plays it on
 * YouTube's no-cookie domain, Vimeo told not to track). Mounted only once the visitor opens the video: until then the
 * page holds no frame of the provider's and asks nothing of it. The referrer is sent (origin only): YouTube refuses
 * to play an embed that tells it no page.
 */
export function VideoFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box
      pos="relative"
      w="100%"
      bg="dark.9"
      style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <iframe
        src={src}
        title={`Video de ${title}`}
        sandbox={VIDEO_SANDBOX}
        allow="fullscreen; picture-in-picture; encrypted-media; accelerometer; gyroscope"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
