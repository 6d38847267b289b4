import { Badge, Container, Group, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ROLE_LABEL } from '../../../lib/roles';
import { searchParamsForTab, tabFromSearchParams, tabsFor, type AdminTab } from '../utils/admin-tabs';
import classes from './AdminPanel.module.css';
import { ChangePasswordButton } from './ChangePasswordButton';
import { TwoStepButton } from './TwoStepButton';

/** What the app puts in the panel: the panel knows the tabs' places and labels, never the features that fill them. */
export interface AdminPanelContent {
  /** What each tab shows. */
  tabs: Record<AdminTab, ReactNode>;
  /** Beside a tab's label (e.g. how many leads are new). */
  tabBadges?: Partial<Record<AdminTab, ReactNode>>;
  /** Beside the header, for admins only (e.g. the team's button). */
  adminActions?: ReactNode;
}

/**
 * SPEC §2 administration panel: the header and the six tabs (an asesor's two, issue 25); the selected tab lives in
 * the address (`?tab=`). Everyone in it can change their own password from the header.
 */
export function AdminPanel({
  tabs,
  tabBadges = {},
  adminActions,
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
          {role === 'admin' && adminActions}
          <ChangePasswordButton />
          <TwoStepButton />
        </Group>
      </Group>
      <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
        <Tabs.List className={classes.tabList} mb="lg">
          {visible.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} rightSection={tabBadges[value]}>
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
    </Container>
  );
}
