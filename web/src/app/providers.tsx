import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });

/** SPEC §9 data-cache defaults: never stale, no timed refetch, no refetch on focus, no retries. One toast at a time. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
      <SWRConfig value={{ revalidateOnFocus: false, revalidateIfStale: false, refreshInterval: 0, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </MantineProvider>
  );
}
