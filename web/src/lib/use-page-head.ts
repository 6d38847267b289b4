import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrandName } from '../api/site-config';
import { metaDescription, pageTitle, SITE_DESCRIPTION } from './api-contract';

export interface PageHeadText {
  title: string;
  description: string;
  /** The page's own address without its query (filters do not make another page). */
  canonicalPath: string;
}

/**
 * The head the server wrote into the HTML for the address the visit started at. It can say what the page alone
 * cannot (the catalogue's size), so that address gets it back when the visitor returns to it.
 */
const serverHead =
  typeof document === 'undefined'
    ? null
    : {
        path: window.location.pathname,
        title: document.title,
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      };

/** Sets the page's one tag of that name, removing any copy (issue 24: a page had two descriptions). */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const [first, ...copies] = document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  for (const copy of copies) copy.remove();
  let element = first;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Keeps the document's title, description, canonical address and their Open Graph copies on the page being shown,
 * as the server writes them (issue 12: after a client-side navigation they stayed the first page's). `null` while
 * the page has nothing to say yet (its data is loading): the head stays as it is.
 */
export function usePageHead(head: PageHeadText | null) {
  const title = head?.title;
  const description = head?.description;
  const canonicalPath = head?.canonicalPath;
  useEffect(() => {
    if (title === undefined || description === undefined || canonicalPath === undefined) return;
    const fromServer = serverHead?.path === window.location.pathname ? serverHead : null;
    // The server names addresses by PUBLIC_URL; the browser's own origin only when it wrote none.
    const origin = serverHead?.canonical ? new URL(serverHead.canonical).origin : window.location.origin;
    const text = {
      title: fromServer?.title ?? title,
      description: fromServer?.description ?? metaDescription(description),
      canonical: fromServer?.canonical ?? `${origin}${canonicalPath}`,
    };
    document.title = text.title;
    setMeta('name', 'description', text.description);
    setMeta('property', 'og:title', text.title);
    setMeta('property', 'og:description', text.description);
    setMeta('property', 'og:url', text.canonical);
    setCanonical(text.canonical);
  }, [title, description, canonicalPath]);
}

/** The head of a page with no data of its own: "<page> | <brand>" (the brand alone without `page`), at its own path. */
export function useSitePageHead(page?: string, description = SITE_DESCRIPTION) {
  const brand = useBrandName();
  const { pathname } = useLocation();
  usePageHead({ title: pageTitle(brand, page), description, canonicalPath: pathname });
}
