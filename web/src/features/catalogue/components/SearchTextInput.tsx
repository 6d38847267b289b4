import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useCatalogueStore } from '../stores/catalogue-store';

/** Free-text filter of normal mode; the list is asked for once typing pauses, not on every key. */
export function SearchTextInput() {
  const search = useCatalogueStore((state) => state.filters.search);
  const setFilter = useCatalogueStore((state) => state.setFilter);
  const [draft, setDraft] = useState(search);
  const [settled] = useDebouncedValue(draft, 400);
  // The value this box last sent, to tell its own changes from Limpiar or the address bar.
  const sent = useRef(search);

  const send = (text: string) => {
    sent.current = text.trim();
    setFilter('search', sent.current);
  };

  useEffect(() => send(settled), [settled]);
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
