import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { FloatingChatButton } from '../features/site-chrome/components/FloatingChatButton';
import { NavBar } from '../features/site-chrome/components/NavBar';
import { SiteFooter } from '../features/site-chrome/components/SiteFooter';

/** A sticky header, the page and the footer. Plain boxes, not AppShell: its resizable panels cost first-load JavaScript a header never uses. */
export function Layout() {
  // Visitors' way to the agency: in the administration panel it would only cover the admins' buttons.
  const inPanel = useLocation().pathname.startsWith('/admin');
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
      {!inPanel && <FloatingChatButton />}
    </>
  );
}
