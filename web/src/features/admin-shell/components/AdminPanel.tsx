import { Anchor, Badge, Container, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROLE_LABEL } from '../../../lib/roles';
import { searchParamsForTab, tabFromSearchParams, tabsFor, type AdminTab } from '../utils/admin-tabs';
import classes from './AdminPanel.module.css';
import { ChangePasswordButton } from './ChangePasswordButton';
import { TwoStepButton } from './TwoStepButton';

/** What the app puts in the panel: the panel knows the tabs' places and labels, never the features that fill them. */
export interface AdminPanelContent {
  /** What each tab shows. */
  tabs: Record<AdminTab, ReactNode>;
  /** First beside the header, for everyone in the panel (e.g. the leads' page with its count). */
  actions?: ReactNode;
  /** Beside the header, for admins only (e.g. the team's button). */
  adminActions?: ReactNode;
  /** A page of the panel of its own (e.g. «Solicitudes»): shown under the header instead of the tabs. */
  page?: { title: string; content: ReactNode };
}

/**
 * SPEC §2 administration panel: the header and the six tabs (an asesor's two, issue 25); the selected tab lives in
 * the address (`?tab=`). Everyone in it can change their own password from the header.
 */
export function AdminPanel({
  tabs,
  actions,
  adminActions,
  page,
  role,
}: AdminPanelContent & { role: 'admin' | 'asesor' }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearchParams(params, role);
  const visible = tabsFor(role);
  const select = (value: string | null) => {
    if (value) setParams(searchParamsForTab(params, value as AdminTab), { replace: true });
  };

  return (
    <Container size="xl" py="lg">
      <Group gap="sm" mb="lg">
        <Title order={1}>Panel de Administración</Title>
        <Badge size="lg" variant="light">
          {ROLE_LABEL[role]}
        </Badge>
        <Group gap="xs">
          {actions}
          {role === 'admin' && adminActions}
          <ChangePasswordButton />
          <TwoStepButton />
        </Group>
      </Group>
      {page ? (
        <>
          <Anchor
            component={Link}
            to="/admin"
            size="sm"
            mb="xs"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={16} aria-hidden /> Volver al panel
          </Anchor>
          <Title order={2} size="h2" mb="md">
            {page.title}
          </Title>
          {page.content}
        </>
      ) : (
        <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
          <Tabs.List className={classes.tabList} mb="lg">
            {visible.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {visible.map(({ value }) => (
            <Tabs.Panel key={value} value={value}>
              {tabs[value]}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
