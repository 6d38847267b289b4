import { Badge, Container, Group, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, searchParamsForTab, tabFromSearchParams, type AdminTab } from '../utils/admin-tabs';
import classes from './AdminPanel.module.css';

/** What the app puts in the panel: the panel knows the tabs' places and labels, never the features that fill them. */
export interface AdminPanelContent {
  /** What each tab shows. */
  tabs: Record<AdminTab, ReactNode>;
  /** Beside a tab's label (e.g. how many leads are new). */
  tabBadges?: Partial<Record<AdminTab, ReactNode>>;
  /** Beside the header (e.g. the team's button). */
  headerActions?: ReactNode;
}

/** SPEC §2 administration panel: the header and the six tabs; the selected tab lives in the address (`?tab=`). */
export function AdminPanel({ tabs, tabBadges = {}, headerActions }: AdminPanelContent) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearchParams(params);
  const select = (value: string | null) => {
    if (value) setParams(searchParamsForTab(params, value as AdminTab), { replace: true });
  };

  return (
    <Container size="xl" py="lg">
      <Group gap="sm" mb="lg">
        <Title order={1}>Panel de Administración</Title>
        <Badge size="lg" variant="light">
          Administrador
        </Badge>
        {headerActions}
      </Group>
      <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
        <Tabs.List className={classes.tabList} mb="lg">
          {ADMIN_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} rightSection={tabBadges[value]}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {tabs[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
