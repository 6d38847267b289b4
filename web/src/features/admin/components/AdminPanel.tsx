import { Badge, Button, Container, Group, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, searchParamsForTab, tabFromSearchParams, type AdminTab } from '../utils/admin-tabs';
import classes from './AdminPanel.module.css';
import { AiSearchConfigTab } from './ai-search-config/AiSearchConfigTab';
import { AuthSettingsTab } from './auth-settings/AuthSettingsTab';
import { ContactConfigTab } from './contact-config/ContactConfigTab';
import { UnreadLeadsBadge } from './contact-config/UnreadLeadsBadge';
import { FooterConfigTab } from './footer-config/FooterConfigTab';
import { PropertiesTab } from './PropertiesTab';
import { SearchManagementTab } from './search-management/SearchManagementTab';
import { TeamDialog } from './team/TeamDialog';

/** What each tab shows. */
const TAB_CONTENT: Record<AdminTab, ReactNode> = {
  properties: <PropertiesTab />,
  'search-management': <SearchManagementTab />,
  'contact-config': <ContactConfigTab />,
  'auth-settings': <AuthSettingsTab />,
  'ai-search-config': <AiSearchConfigTab />,
  'footer-config': <FooterConfigTab />,
};

/** SPEC §2 administration panel: the header and the six tabs; the selected tab lives in the address (`?tab=`). */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearchParams(params);
  const select = (value: string | null) => {
    if (value) setParams(searchParamsForTab(params, value as AdminTab), { replace: true });
  };
  const [teamOpened, team] = useDisclosure(false);

  return (
    <Container size="xl" py="lg">
      <Group gap="sm" mb="lg">
        <Title order={1}>Panel de Administración</Title>
        <Badge size="lg" variant="light">
          Administrador
        </Badge>
        <Button variant="default" leftSection={<IconUsersGroup size={18} aria-hidden />} onClick={team.open}>
          Equipo
        </Button>
      </Group>
      <TeamDialog opened={teamOpened} onClose={team.close} />
      <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
        <Tabs.List className={classes.tabList} mb="lg">
          {ADMIN_TABS.map(({ value, label }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={value === 'contact-config' ? <UnreadLeadsBadge /> : undefined}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {TAB_CONTENT[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
