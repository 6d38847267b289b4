import { Tabs } from '@mantine/core';
import { IconPhoto, IconPlayerPlay, IconRuler2 } from '@tabler/icons-react';
import { PhotosWithGallery } from '../../../components/PhotosWithGallery';
import { videoEmbedUrl, type PropertyDto } from '../../../lib/api-contract';
import { PLAN_WORDS } from '../../../lib/carousel';
import { VideoFrame } from './VideoFrame';

type Shown = Pick<PropertyDto, 'photos' | 'plans' | 'videoUrl' | 'title'>;

/**
 * The listing page's gallery (issue 39 §8): the photos, and, each in a tab of its own, the floor plans («Planos»)
 * and the video. A listing with neither shows its photos as before, with no tabs. The panels are mounted only while
 * chosen (`keepMounted={false}`), so the video's frame enters the page when the visitor opens «Video» and leaves it,
 * stopping the video, when they go back to the photos.
 */
export function ListingGallery({ property }: { property: Shown }) {
  const { photos, plans, title } = property;
  const embed = property.videoUrl ? videoEmbedUrl(property.videoUrl) : null;
  if (plans.length === 0 && embed === null) return <PhotosWithGallery photos={photos} title={title} />;
  // A listing with plans and no photo opens on its plans: a tab of stock images would say nothing.
  const hasPhotos = photos.length > 0 || plans.length === 0;
  return (
    <Tabs defaultValue={hasPhotos ? 'photos' : 'plans'} keepMounted={false}>
      <Tabs.List aria-label={`Galería de ${title}`} mb="sm">
        {hasPhotos && (
          <Tabs.Tab value="photos" leftSection={<IconPhoto size={16} aria-hidden />}>
            Fotos
          </Tabs.Tab>
        )}
        {plans.length > 0 && (
          <Tabs.Tab value="plans" leftSection={<IconRuler2 size={16} aria-hidden />}>
            Planos
          </Tabs.Tab>
        )}
        {embed !== null && (
          <Tabs.Tab value="video" leftSection={<IconPlayerPlay size={16} aria-hidden />}>
            Video
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="photos">
        <PhotosWithGallery photos={photos} title={title} />
      </Tabs.Panel>
      <Tabs.Panel value="plans">
        <PhotosWithGallery photos={plans} title={title} words={PLAN_WORDS} />
      </Tabs.Panel>
      {embed !== null && (
        <Tabs.Panel value="video">
          <VideoFrame src={embed} title={title} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
