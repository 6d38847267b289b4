// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const notifications = vi.hoisted(() => ({ clean: vi.fn(), show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications }));

const { showToast, useToastsAsked } = await import('./toast');

describe('toasts', () => {
  it('leave their container unloaded until the first one is asked for, then replace each other', async () => {
    const { result } = renderHook(() => useToastsAsked());
    expect(result.current).toBe(false);
    await act(() => showToast({ title: 'Error', message: 'No se pudo guardar.', variant: 'destructive' }));
    expect(result.current).toBe(true);
    expect(notifications.clean).toHaveBeenCalledOnce();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', message: 'No se pudo guardar.', color: 'red' }),
    );
  });
});
