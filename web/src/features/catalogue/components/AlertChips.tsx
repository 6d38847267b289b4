import { AlertChipList } from '../../../components/alerts/CreateAlertButton';
import { useMasterDataNames } from '../api/get-master-data';
import type { AiSearchResult } from '../api/search-properties';
import { aiAlert, catalogueAlert } from '../utils/alert-search';
import type { CatalogueFilters } from '../utils/filter-state';

/** In the alert's dialog: the catalogue's filters in words (the master-data names are asked for when it opens). */
export function CatalogueAlertChips({ filters }: { filters: CatalogueFilters }) {
  return <AlertChipList chips={catalogueAlert(filters, useMasterDataNames()).chips} />;
}

/** In the alert's dialog: what the AI search understood, with the catalogue's filters that narrowed it. */
export function AiAlertChips({ answer, filters }: { answer: AiSearchResult; filters: CatalogueFilters }) {
  return <AlertChipList chips={aiAlert(answer.query, answer.interpretation, filters, useMasterDataNames()).chips} />;
}
