import { failureMessage } from '../../../lib/fetch-json';

/** A save was refused or did not arrive: said in a toast, while the dialog stays open with everything typed. */
export const saveFailure = (title: string) => (error: unknown) => ({
  title,
  message: failureMessage(error, 'Inténtalo de nuevo en unos momentos. Lo que escribiste sigue en el formulario.'),
});
