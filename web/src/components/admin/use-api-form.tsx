import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { apiFieldErrors } from '../../lib/fetch-json';
import { showToast } from '../../lib/toast';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A toast's words (SPEC §8 gives most of them). */
export interface ToastText {
  title: string;
  message: string;
}

export interface ApiFormOptions<Values extends FieldValues, Body, Saved> {
  /** Where a new form starts. */
  defaultValues?: DefaultValues<Values>;
  /** What the server holds, followed as it changes without overwriting what the admin has changed. */
  values?: Values;
  /** The success toast, from what the API answered. */
  success: (saved: Saved, body: Body) => ToastText;
  /** The failure toast (none when `onRefused` answers every refusal); what was typed stays in the form. */
  failure?: (error: unknown) => ToastText;
  /** What the form holds after a save (by default what was typed), no longer dirty. */
  savedValues?: (saved: Saved, typed: Values) => Values;
  /** After the success toast (e.g. a dialog closes). */
  onSaved?: (saved: Saved, body: Body) => void;
  /** A refusal the form answers in its own way (e.g. a 409 conflict): true when it did, then no toast is shown. */
  onRefused?: (error: unknown, typed: Values) => boolean | Promise<boolean>;
  /** The schema refused the form before anything was sent. */
  onInvalid?: SubmitErrorHandler<Values>;
  /** API field paths the form names otherwise (a token's `expiresAt` is the form's `expiresOn`). */
  fieldOfPath?: Partial<Record<string, Path<Values>>>;
  /**
   * Given, the parent guards unsaved changes (react-router heeds one blocker at a time, so a tab with two forms
   * or a dialog guards them once) and `guard` is null.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

export interface ApiForm<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  /** The form element's onSubmit. */
  onSubmit: (event?: FormEvent) => void;
  /** The API's refusals that name no field of the form, to show above its buttons. */
  formError: string | undefined;
  /** Back to where the form started, or to what was last saved. */
  discard: () => void;
  /** Warns before unsaved changes are lost; render it inside the form (null when the parent guards). */
  guard: React.ReactNode;
}

/** The form-level message's key: react-hook-form drops `root.*` errors at the next submission. */
const SERVER_ERROR = 'root.server';

/**
 * One admin form: react-hook-form checked by the API's own zod schema (so its messages are SPEC §5's word for
 * word), the API's per-field refusals of a 400 (`{ message, errors: [{ path, message }] }`, services/api/errors.ts)
 * under their fields, SPEC §8's toasts, and the unsaved-changes guard.
 *
 * `Values` is what the form holds: text as typed, '' for a choice not made yet; the schema reads it as it reads any
 * request (its input is `unknown` wherever it preprocesses), and says what is wrong with it. `submit` gets the
 * schema's output, the body the API expects.
 */
export function useApiForm<S extends z.ZodType, Values extends FieldValues, Saved>(
  schema: S,
  submit: (body: z.output<S>, typed: Values) => Promise<Saved>,
  options: ApiFormOptions<Values, z.output<S>, Saved>,
): ApiForm<Values, z.output<S>> {
  // The schema as the reader of what the form holds (typed from `Values`, no cast): its checks and messages as they are.
  const [resolver] = useState(() => zodResolver(z.preprocess((values: Values) => values, schema)));
  const form = useForm<Values, unknown, z.output<S>>({
    resolver,
    defaultValues: options.defaultValues,
    values: options.values,
    // A newer save read in the background (another admin's) replaces only the fields this admin has not touched.
    resetOptions: options.values ? { keepDirtyValues: true } : undefined,
  });
  const { isDirty } = form.formState;
  const { onDirtyChange } = options;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // Told again from inside the keystroke's own event, not only from an effect after the form's render: the parent's
  // guard is then in place before anything else can run, so a Back pressed right after typing is asked about too.
  useEffect(
    () =>
      onDirtyChange &&
      form.subscribe({ formState: { isDirty: true }, callback: (state) => onDirtyChange(Boolean(state.isDirty)) }),
    [form, onDirtyChange],
  );

  const isField = (path: string): path is Path<Values> => get(form.getValues(), path) !== undefined;
  // Explicit: reset() otherwise takes the resetOptions meant for `values`, and would keep every changed field.
  const resetTo = (values?: Values) => form.reset(values, { keepDirtyValues: false });

  const showRefusals = (error: unknown) => {
    const unplaced: string[] = [];
    for (const { path, message } of apiFieldErrors(error)) {
      const field = options.fieldOfPath?.[path] ?? path;
      if (isField(field)) form.setError(field, { message });
      else unplaced.push(message);
    }
    if (unplaced.length > 0) form.setError(SERVER_ERROR, { message: unplaced.join(' ') });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    const typed = form.getValues();
    try {
      const saved = await submit(body, typed);
      resetTo(options.savedValues?.(saved, typed) ?? typed);
      void showToast(options.success(saved, body));
      options.onSaved?.(saved, body);
    } catch (error) {
      if (await options.onRefused?.(error, typed)) return;
      showRefusals(error);
      if (options.failure) void showToast({ ...options.failure(error), variant: 'destructive' });
    }
  }, options.onInvalid);

  return {
    form,
    onSubmit: (event) => void onSubmit(event),
    formError: form.formState.errors.root?.server?.message,
    discard: () => resetTo(),
    guard: onDirtyChange ? null : <UnsavedChangesGuard when={isDirty} />,
  };
}
