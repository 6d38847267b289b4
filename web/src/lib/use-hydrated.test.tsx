// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'en el navegador' : 'aún no'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server’s markup and true once the app runs in the browser', () => {
    expect(renderToString(<Probe />)).toContain('aún no');
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});
