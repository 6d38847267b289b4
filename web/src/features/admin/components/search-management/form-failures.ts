import { failureMessage, HttpError } from '../../../../lib/fetch-json';
import { showToast } from '../../../../lib/toast';

/** The API's field errors (`{ errors: [{ path, message }] }`), each put under its own field when the form has one. */
export function showServerErrors(error: unknown, setFieldError: (path: string, message: string) => void) {
  if (!(error instanceof HttpError)) return;
  try {
    const body = JSON.parse(error.body) as { errors?: Array<{ path: string; message: string }> };
    for (const { path, message } of body.errors ?? []) setFieldError(path, message);
  } catch {
    // Not the API's error shape: the toast says what happened.
  }
}

/** A save was refused or did not arrive: said in a toast, while the dialog stays open with everything typed. */
export function saveFailed(error: unknown, title: string) {
  void showToast({
    title,
    message: failureMessage(error, 'Inténtalo de nuevo en unos momentos. Lo que escribiste sigue en el formulario.'),
    variant: 'destructive',
  });
}
