// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s and wraps from the last photo to the first', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('holds still while paused and with a single photo', () => {
    const paused = renderHook(() => useCarousel(3, true));
    const single = renderHook(() => useCarousel(1, false));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(paused.result.current.index).toBe(0);
    expect(single.result.current.index).toBe(0);
  });

  it('moves by hand in both directions and gives a chosen photo its full 5 s', () => {
    const { result } = renderHook(() => useCarousel(4, false));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(2));
    act(() => result.current.next());
    expect(result.current.index).toBe(3);
  });

  it('keeps pointing at an existing photo when the list shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => useCarousel(total, true, 5), { initialProps: { total: 6 } });
    expect(result.current.index).toBe(5);
    rerender({ total: 2 });
    expect(result.current.index).toBe(1);
  });
});
