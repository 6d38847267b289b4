import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TourFrame } from './TourFrame';

/** SPEC §2 tour modal: the 360° tour embedded, titled with the property. Lazy-loaded by its callers. */
export function TourModal({
  url,
  title,
  opened,
  onClose,
}: {
  url: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Vista 360° - ${title}`}
      size="xl"
      fullScreen={isMobile}
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Cerrar tour' }}
    >
      <TourFrame url={url} title={title} fillHeight={isMobile} />
    </Modal>
  );
}
