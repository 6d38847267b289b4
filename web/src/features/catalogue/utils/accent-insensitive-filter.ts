import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Options whose label holds what was typed, accents and case aside: "belen" finds Belén, "zuniga" Zúñiga. */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = fold(search.trim());
  const found: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (found.length >= limit) break;
    if ('group' in item) continue;
    if (fold(item.label).includes(wanted)) found.push(item);
  }
  return found;
};
