import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SocialLink } from '../api/site-config';
import { PHOTO_CREDITS_PATH, PHOTO_CREDITS_TITLE } from '../lib/api-contract';
import { telLink } from '../lib/tel-link';

const SOCIAL_ICON = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
} as const;

/** What the footer shows: a saved configuration on the site, the one being typed in the panel's preview. */
export interface FooterView {
  companyName: string;
  copyright: string;
  contactPhone: string | null;
  contactEmail: string | null;
  contactAddress: string | null;
  privacyPolicyTitle: string;
  socialLinks: SocialLink[];
}

/** SPEC §2 footer sections, drawn from the configuration given (whether to show them at all is the caller's call). */
export function FooterContent({ footer }: { footer: FooterView }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {footer.companyName}
          </Title>
          <Text size="sm" c="dimmed">
            Te ayudamos a encontrar tu hogar ideal: casas, apartamentos y más en toda Colombia.
          </Text>
          <Group gap="xs">
            {footer.socialLinks.map((link, index) => {
              const Icon = SOCIAL_ICON[link.platform];
              return (
                <ActionIcon
                  // The same profile may be listed twice while the panel's form is being edited.
                  key={`${index}-${link.url}`}
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  aria-label={link.platform}
                >
                  <Icon size={18} />
                </ActionIcon>
              );
            })}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Contacto
          </Title>
          {footer.contactPhone && <FooterPhone phone={footer.contactPhone} />}
          {footer.contactEmail && (
            <Anchor size="sm" href={`mailto:${footer.contactEmail}`}>
              {footer.contactEmail}
            </Anchor>
          )}
          {footer.contactAddress && <Text size="sm">{footer.contactAddress}</Text>}
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Legal
          </Title>
          <Anchor component={Link} to="/privacy-policy" size="sm">
            {footer.privacyPolicyTitle}
          </Anchor>
          <Anchor component={Link} to={PHOTO_CREDITS_PATH} size="sm">
            {PHOTO_CREDITS_TITLE}
          </Anchor>
          <Anchor component={Link} to="/properties" size="sm">
            Propiedades
          </Anchor>
          <Anchor href="/admin" size="sm">
            Administración
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="lg">
        {footer.copyright}
      </Text>
      <Text size="xs" c="dimmed">
        Búsqueda de propiedades con tecnología avanzada.
      </Text>
    </>
  );
}

/** The phone as the admins wrote it; a tap on a phone dials it (a number with no digit stays text). */
function FooterPhone({ phone }: { phone: string }) {
  const href = telLink(phone);
  if (!href) return <Text size="sm">{phone}</Text>;
  return (
    <Anchor size="sm" href={href} aria-label={`Llamar al ${phone}`}>
      {phone}
    </Anchor>
  );
}
