import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { FloatingChatButton } from '../features/site-chrome/components/FloatingChatButton';
import { NavBar } from '../features/site-chrome/components/NavBar';
import { SiteFooter } from '../features/site-chrome/components/SiteFooter';

export function Layout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <NavBar />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <SiteFooter />
        <FloatingChatButton />
      </AppShell.Main>
    </AppShell>
  );
}
