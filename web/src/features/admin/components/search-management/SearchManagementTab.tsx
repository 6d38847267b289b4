import { Tabs } from '@mantine/core';
import { IconFilter, IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  SEARCH_SUB_TABS,
  searchParamsForSubTab,
  subTabFromSearchParams,
  type SearchSubTab,
} from '../../utils/search-sub-tabs';
import { AiExamplesPanel } from './AiExamplesPanel';
import { FilterOptionsPanel } from './FilterOptionsPanel';

const ICONS: Record<SearchSubTab, typeof IconFilter> = { filters: IconFilter, 'ai-examples': IconSparkles };

/** SPEC §2 search management (Búsquedas): two sub-tabs; the chosen one lives in the address (`?sub=`). */
export function SearchManagementTab() {
  const [params, setParams] = useSearchParams();
  const sub = subTabFromSearchParams(params);
  const select = (value: string | null) => {
    const chosen = SEARCH_SUB_TABS.find((tab) => tab.value === value);
    if (chosen) setParams(searchParamsForSubTab(params, chosen.value), { replace: true });
  };
  return (
    <Tabs value={sub} onChange={select} keepMounted={false}>
      <Tabs.List mb="md" grow>
        {SEARCH_SUB_TABS.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="filters">
        <FilterOptionsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="ai-examples">
        <AiExamplesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
