// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toast';
import { COPIED_MS, useCopy } from './use-copy';

vi.mock('./toast', () => ({ showToast: vi.fn(async () => undefined) }));

const toasts = {
  success: { title: 'Copiado', message: 'URL base copiado al portapapeles.' },
  failure: 'No se pudo copiar el texto',
};
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  vi.mocked(showToast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCopy', () => {
  it('copies, confirms with a toast and stays copied for 2 s', async () => {
    const { result } = renderHook(() => useCopy());
    await act(async () => result.current.copy('http://localhost/api', toasts));
    expect(writeText).toHaveBeenCalledWith('http://localhost/api');
    expect(showToast).toHaveBeenCalledExactlyOnceWith(toasts.success);
    expect(result.current.copied).toBe(true);
    act(() => void vi.advanceTimersByTime(COPIED_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('confirms every copy, also a second one within the 2 s, which gets its own 2 s', async () => {
    const { result } = renderHook(() => useCopy());
    await act(async () => result.current.copy('uno', toasts));
    act(() => void vi.advanceTimersByTime(1500));
    await act(async () => result.current.copy('dos', toasts));
    expect(showToast).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
  });

  it('says so when the copy is refused, and does not claim it was copied', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { result } = renderHook(() => useCopy());
    await act(async () => result.current.copy('texto', toasts));
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      title: 'Error',
      message: toasts.failure,
      variant: 'destructive',
    });
    expect(result.current.copied).toBe(false);
    await act(async () => result.current.copy('texto', toasts));
    expect(showToast).toHaveBeenCalledTimes(2);
  });

  it('says so when the page has no clipboard at all (an insecure page)', async () => {
    vi.stubGlobal('navigator', {});
    const { result } = renderHook(() => useCopy());
    await act(async () => result.current.copy('texto', toasts));
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      title: 'Error',
      message: toasts.failure,
      variant: 'destructive',
    });
  });
});
