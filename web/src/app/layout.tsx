import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FloatingChatButton } from '../features/site-chrome/components/FloatingChatButton';
import { NavBar } from '../features/site-chrome/components/NavBar';
import { SiteFooter } from '../features/site-chrome/components/SiteFooter';

/** A sticky header, the page and the footer. Plain boxes, not AppShell: its resizable panels cost first-load JavaScript a header never uses. */
export function Layout() {
  const path = useLocation().pathname;
  // Visitors' way to the agency: in the administration panel it would only cover the admins' buttons. A property page
  // has WhatsApp of its own (the contact card, and on phones the bottom bar), and there the button would sit on the
  // sticky contact card's form.
  const withChatButton = !path.startsWith('/admin') && !path.startsWith('/propiedad/');
  return (
    <>
      <Box
        component="header"
        h={60}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <NavBar />
      </Box>
      <main>
        <Outlet />
      </main>
      <SiteFooter />
      {withChatButton && <FloatingChatButton />}
    </>
  );
}
