import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { setFilter } from '../utils/filter-transitions';

/** Free-text filter of normal mode; the list is asked for once typing pauses, not on every key. */
export function SearchTextInput() {
  const {
    filters: { search },
    updateFilters,
  } = useCatalogueParams();
  const [draft, setDraft] = useState(search);
  const [settled] = useDebouncedValue(draft, 400);
  // The value this box last sent, to tell its own changes from Limpiar or the address bar.
  const sent = useRef(search);

  const send = (text: string) => {
    const trimmed = text.trim();
    sent.current = trimmed;
    updateFilters((current) => setFilter(current, 'search', trimmed));
  };

  const sendSettled = useEffectEvent(send);
  useEffect(() => sendSettled(settled), [settled]);
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setDraft(search);
  }, [search]);

  return (
    <TextInput
      label="Buscar"
      placeholder="Título, dirección o barrio"
      type="search"
      maxLength={200}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send(draft);
      }}
    />
  );
}
