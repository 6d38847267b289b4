import { apiFieldErrors, failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';

/** The API's field errors (`{ errors: [{ path, message }] }`), each put under its own field when the form has one. */
export function showServerErrors(error: unknown, setFieldError: (path: string, message: string) => void) {
  for (const { path, message } of apiFieldErrors(error)) setFieldError(path, message);
}

/** A save was refused or did not arrive: said in a toast, while the dialog stays open with everything typed. */
export function saveFailed(error: unknown, title: string) {
  void showToast({
    title,
    message: failureMessage(error, 'Inténtalo de nuevo en unos momentos. Lo que escribiste sigue en el formulario.'),
    variant: 'destructive',
  });
}
