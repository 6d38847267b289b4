import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SEARCH_SUB_TABS, searchParamsForSubTab, subTabFromSearchParams } from '../utils/search-sub-tabs';
import { AiExamplesPanel } from './AiExamplesPanel';
import { FilterOptionsPanel } from './FilterOptionsPanel';

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
      {/* Text only: both labels then fit side by side on a 360-px phone. */}
      <Tabs.List mb="md">
        {SEARCH_SUB_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
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
