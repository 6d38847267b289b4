// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/fetch-json';
import { showToast } from '../../lib/toast';
import { useApiForm } from './use-api-form';

vi.mock('../../lib/toast', () => ({ showToast: vi.fn() }));

/** Like the API's schemas: a field read from `unknown` (a blank becomes null) and a required one. */
const Schema = z.object({
  name: z.string().trim().min(1, 'Nombre es requerido'),
  phone: z.preprocess((value) => (value === '' ? null : value), z.string().nullable()),
});
interface Values {
  name: string;
  phone: string;
}
const EMPTY: Values = { name: '', phone: '' };
const toasts = {
  success: () => ({ title: 'Guardado', message: 'Todo en orden.' }),
  failure: () => ({ title: 'Error', message: 'No se pudo guardar.' }),
};
const refusal = (errors: Array<{ path: string; message: string }>) =>
  new HttpError(400, 'Bad Request', JSON.stringify({ message: errors[0]?.message, errors }));

beforeEach(() => vi.mocked(showToast).mockClear());

describe('useApiForm', () => {
  it('sends the schema’s output, says SPEC §8’s success toast and is no longer dirty', async () => {
    const submit = vi.fn(async (body: z.output<typeof Schema>) => ({ id: '1', ...body }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useApiForm(Schema, submit, { defaultValues: EMPTY, ...toasts, onSaved }));
    act(() => result.current.form.setValue('name', '  Ana ', { shouldDirty: true }));
    await act(async () => result.current.onSubmit());

    expect(submit).toHaveBeenCalledWith({ name: 'Ana', phone: null }, { name: '  Ana ', phone: '' });
    expect(showToast).toHaveBeenCalledWith({ title: 'Guardado', message: 'Todo en orden.' });
    expect(onSaved).toHaveBeenCalledWith({ id: '1', name: 'Ana', phone: null }, { name: 'Ana', phone: null });
    expect(result.current.form.formState.isDirty).toBe(false);
  });

  it('puts a 400’s field errors under their fields, the others in a form-level message, with the failure toast', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        refusal([
          { path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos' },
          { path: 'version', message: 'La versión no coincide' },
        ]),
      ),
    );
    const { result } = renderHook(() =>
      useApiForm(Schema, submit, { defaultValues: { ...EMPTY, name: 'Ana' }, ...toasts }),
    );
    await act(async () => result.current.onSubmit());

    expect(result.current.form.formState.errors.phone?.message).toBe('El teléfono debe tener al menos 10 dígitos');
    expect(result.current.formError).toBe('La versión no coincide');
    expect(showToast).toHaveBeenCalledWith({ title: 'Error', message: 'No se pudo guardar.', variant: 'destructive' });
    expect(result.current.form.getValues()).toEqual({ name: 'Ana', phone: '' });
  });

  it('names a field the API calls otherwise, and lets the form answer a refusal itself', async () => {
    const conflict = new HttpError(409, 'Conflict', '{"message":"Otra persona guardó antes"}');
    const submit = vi.fn().mockRejectedValueOnce(refusal([{ path: 'telefono', message: 'Muy corto' }]));
    submit.mockRejectedValueOnce(conflict);
    const onRefused = vi.fn((error: unknown) => error === conflict);
    const { result } = renderHook(() =>
      useApiForm(Schema, submit, {
        defaultValues: { ...EMPTY, name: 'Ana' },
        ...toasts,
        fieldOfPath: { telefono: 'phone' },
        onRefused,
      }),
    );
    await act(async () => result.current.onSubmit());
    expect(result.current.form.formState.errors.phone?.message).toBe('Muy corto');

    vi.mocked(showToast).mockClear();
    await act(async () => result.current.onSubmit());
    expect(onRefused).toHaveBeenLastCalledWith(conflict, { name: 'Ana', phone: '' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('sends nothing when the schema refuses, with its message under the field', async () => {
    const submit = vi.fn();
    const { result } = renderHook(() => useApiForm(Schema, submit, { defaultValues: EMPTY, ...toasts }));
    await act(async () => result.current.onSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.form.formState.errors.name?.message).toBe('Nombre es requerido');
  });

  it('guards unsaved changes: its guard sees the dirty state, or the parent is told when it guards', () => {
    const { result } = renderHook(() => useApiForm(Schema, vi.fn(), { defaultValues: EMPTY, ...toasts }));
    const guardWhen = () => (result.current.guard as ReactElement<{ when: boolean }>).props.when;
    expect(guardWhen()).toBe(false);
    act(() => result.current.form.setValue('name', 'Ana', { shouldDirty: true }));
    expect(guardWhen()).toBe(true);
    act(() => result.current.discard());
    expect(guardWhen()).toBe(false);
    expect(result.current.form.getValues()).toEqual(EMPTY);

    const onDirtyChange = vi.fn();
    const parent = renderHook(() => useApiForm(Schema, vi.fn(), { defaultValues: EMPTY, ...toasts, onDirtyChange }));
    expect(parent.result.current.guard).toBeNull();
    act(() => parent.result.current.form.setValue('phone', '300', { shouldDirty: true }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('discards to what the server holds, even though a newer read keeps the fields the admin changed', () => {
    const saved = { name: 'Ana', phone: '3001234567' };
    const { result, rerender } = renderHook(({ values }) => useApiForm(Schema, vi.fn(), { values, ...toasts }), {
      initialProps: { values: saved },
    });
    act(() => result.current.form.setValue('name', 'Beatriz', { shouldDirty: true }));
    rerender({ values: { name: 'Ana', phone: '3109876543' } });
    expect(result.current.form.getValues()).toEqual({ name: 'Beatriz', phone: '3109876543' });

    act(() => result.current.discard());
    expect(result.current.form.getValues()).toEqual({ name: 'Ana', phone: '3109876543' });
    expect(result.current.form.formState.isDirty).toBe(false);
  });
});
