import { createTheme, MantineProvider, PasswordInput, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { withFirstRenderData, type FirstRenderData } from './first-render';
import { NotificationsRegion } from './notifications-region';

const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  components: {
    // Mantine's own words are English («Toggle password visibility»); the button says what it does, in Spanish.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar lo escrito' } },
    }),
  },
});

/**
 * SPEC §9 data-cache defaults: never stale, no timed refetch, no refetch on focus, no retries. SPEC §9 tooltips: every
 * one waits 700 ms before opening, and within 300 ms of one closing the next opens at once (one group for the app:
 * a tooltip stays up that long after the pointer leaves, and a neighbour hovered meanwhile takes over without delay).
 */
export function Providers({ children, firstRenderData }: { children: ReactNode; firstRenderData?: FirstRenderData }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsRegion />
      <Tooltip.Group openDelay={700} closeDelay={300}>
        <SWRConfig
          value={{
            revalidateOnFocus: false,
            revalidateIfStale: false,
            refreshInterval: 0,
            shouldRetryOnError: false,
            // The answers the server rendered the page with (first-render.ts), when it did.
            ...(firstRenderData && { provider: withFirstRenderData(firstRenderData) }),
          }}
        >
          {children}
        </SWRConfig>
      </Tooltip.Group>
    </MantineProvider>
  );
}
