import { Container, Divider } from '@mantine/core';
import { useFooterConfig } from '../../../api/site-config';
import { FooterContent } from '../../../components/FooterContent';

/** SPEC §2 footer: only when the footer configuration is active. */
export function SiteFooter() {
  const footer = useFooterConfig();
  if (!footer?.isActive) return null;
  return (
    <Container size="xl" py="xl" component="footer">
      <Divider mb="lg" />
      <FooterContent footer={footer} />
    </Container>
  );
}
