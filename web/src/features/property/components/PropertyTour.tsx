import { Stack, Title } from '@mantine/core';
import { TourFrame } from '../../../components/TourFrame';

/** The 360° tour right on the page (the frame loads only when scrolled near), for listings that have one. */
export function PropertyTour({ url, title }: { url: string | null; title: string }) {
  if (!url) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Tour virtual 360°
      </Title>
      <TourFrame url={url} title={title} />
    </Stack>
  );
}
