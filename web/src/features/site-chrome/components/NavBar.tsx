import { Anchor, Avatar, Badge, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { entersPanel, ROLE_LABEL } from '../../../lib/roles';
import { whatsappLink } from '../../../lib/whatsapp';
import { useCurrentUser } from '../../../api/current-user';
import { useBrandName, useContactConfig } from '../../../api/site-config';

const NAV_MESSAGE = 'Hola, me interesa obtener información';
// The drawer (modal, focus trap, transitions) loads only when a phone opens the menu: it is a third of the first page's JavaScript otherwise.
const MobileMenu = lazy(() => import('./MobileMenu'));

/** SPEC §2 navigation bar: sticky, contact details, sign-in state, and a mobile menu that closes on any link. */
export function NavBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const contact = useContactConfig();
  const { user } = useCurrentUser();
  const brand = useBrandName();
  const chat = whatsappLink(contact.whatsappNumber, NAV_MESSAGE);
  const name = user ? user.firstName || user.email || 'Usuario' : null;

  const account = user ? (
    <Group gap="xs" wrap="nowrap">
      {user.profileImageUrl && <Avatar src={user.profileImageUrl} size="sm" alt="" />}
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Badge variant="light" size="sm">
        {ROLE_LABEL[user.role]}
      </Badge>
      {entersPanel(user.role) && (
        <Button component="a" href="/admin" size="xs" variant="light" onClick={close}>
          Administrar
        </Button>
      )}
      <Button component="a" href="/api/logout" size="xs" variant="subtle" onClick={close}>
        Salir
      </Button>
    </Group>
  ) : null;

  // Each only once an admin has saved it: no stand-in number or address ever becomes a link.
  const contactLinks = (
    <>
      {chat && (
        <Anchor href={chat} target="_blank" rel="noopener noreferrer" size="sm" onClick={close}>
          <Group gap={4} wrap="nowrap">
            <IconBrandWhatsapp size={18} aria-hidden />
            {contact.whatsappNumber}
          </Group>
        </Anchor>
      )}
      {contact.contactEmail && (
        <Anchor href={`mailto:${contact.contactEmail}`} size="sm" onClick={close}>
          <Group gap={4} wrap="nowrap">
            <IconMail size={18} aria-hidden />
            {contact.contactEmail}
          </Group>
        </Anchor>
      )}
    </>
  );

  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        {/* The configured name may be long: on a phone it takes two tight lines (at most) beside Login and the menu. */}
        <Anchor
          component={Link}
          to="/"
          fw={800}
          fz={{ base: 'md', sm: 'lg' }}
          lh={1.2}
          lineClamp={2}
          underline="never"
          onClick={close}
        >
          {brand}
        </Anchor>
        <Group gap="lg" visibleFrom="md" wrap="nowrap">
          <Anchor component={Link} to="/">
            Propiedades
          </Anchor>
          {contactLinks}
          {account ?? (
            <Button component="a" href="/api/login" size="xs">
              Iniciar Sesión
            </Button>
          )}
        </Group>
        <Group gap="xs" hiddenFrom="md" wrap="nowrap">
          {!user && (
            <Button component="a" href="/api/login" size="xs" variant="light">
              Login
            </Button>
          )}
          <Burger opened={opened} onClick={toggle} aria-label="Abrir menú" size="sm" />
        </Group>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu onClose={close}>
            <Anchor component={Link} to="/" onClick={close}>
              Propiedades
            </Anchor>
            {contactLinks}
            {account}
          </MobileMenu>
        </Suspense>
      )}
    </Container>
  );
}
