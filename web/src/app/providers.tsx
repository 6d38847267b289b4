import { createTheme, MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });

// Toasts come after the first paint, so their container (and its transitions) is not first-load JavaScript.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** SPEC §9 data-cache defaults: never stale, no timed refetch, no refetch on focus, no retries. One toast at a time. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications limit={1} autoClose={5000} position="bottom-right" />
      </Suspense>
      <SWRConfig
        value={{ revalidateOnFocus: false, revalidateIfStale: false, refreshInterval: 0, shouldRetryOnError: false }}
      >
        {children}
      </SWRConfig>
    </MantineProvider>
  );
}
