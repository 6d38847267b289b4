// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import type { Cache, State } from 'swr';
import { describe, expect, it } from 'vitest';
import { firstRenderDataScript, loadLazyRoutes, readFirstRenderData, withFirstRenderData } from './first-render';

describe('the first render’s data in the page', () => {
  it('cannot be closed early by a listing’s text, and reads back as it was', () => {
    const data = { '/api/properties/1': { title: 'Casa </script><script>alert(1)</script> <!-- ok' } };
    const script = firstRenderDataScript(data);
    // One closing tag only: its own.
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(readFirstRenderData()).toEqual(data);
  });

  it('is absent from a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstRenderData()).toBeNull();
  });

  it('goes into the cache it is given, without replacing what a request already brought', () => {
    const cache = new Map<string, State>([['/api/footer-config', { data: 'más reciente' }]]) as Cache;
    const seeded = withFirstRenderData({ '/api/footer-config': 'del servidor', '/api/contact-config': 'contacto' })(
      cache,
    );
    expect(seeded).toBe(cache);
    expect(cache.get('/api/footer-config')?.data).toBe('más reciente');
    expect(cache.get('/api/contact-config')?.data).toBe('contacto');
  });

  it('gives an infinite list’s first page to the list and to that page’s own key', () => {
    const cache = withFirstRenderData({ '$inf$/api/properties?page=1': [{ total: 93 }] })(new Map() as Cache);
    expect(cache.get('$inf$/api/properties?page=1')?.data).toEqual([{ total: 93 }]);
    expect(cache.get('/api/properties?page=1')?.data).toEqual({ total: 93 });
  });
});

describe('loadLazyRoutes', () => {
  it('loads the code of the pages an address opens, and only those', async () => {
    const loaded: string[] = [];
    const page = (name: string) => async () => {
      loaded.push(name);
      return { element: name };
    };
    const routes: RouteObject[] = [
      { path: '/', element: 'catálogo' },
      { path: '/propiedad/:slug', lazy: page('propiedad') },
      { path: '/admin', lazy: page('panel') },
    ];
    await loadLazyRoutes(routes, new URL('https://portal.test/propiedad/casa-prop-1') as unknown as Location);
    expect(loaded).toEqual(['propiedad']);
    expect(routes[1]).toMatchObject({ element: 'propiedad', lazy: undefined });
    expect(routes[2]!.lazy).toBeTypeOf('function');
  });
});
