import { useLocation } from 'react-router';
import { useBrandName } from '../../../api/site-config';
import { CATALOGUE_TITLE, catalogueDescription, pageTitle } from '../../../lib/api-contract';
import { usePageHead } from '../../../lib/use-page-head';

/** The catalogue's head when the visitor comes back to it from another page (its filters do not change it). */
export function useCatalogueHead() {
  const brand = useBrandName();
  const { pathname } = useLocation();
  usePageHead({
    title: pageTitle(brand, CATALOGUE_TITLE),
    description: catalogueDescription(),
    canonicalPath: pathname,
  });
}
