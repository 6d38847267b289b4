import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React takes over the server's markup, true from then on (and at once in a page the
 * browser draws itself). For what must not work before the app's code does, such as a form that would otherwise be
 * sent by the browser itself, its fields in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
