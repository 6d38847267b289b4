import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/fetch-json';
import { tokenMissing } from '../components/AlertPageFrame';

export type MailedLinkState<T> =
  { kind: 'working' } | { kind: 'done'; answer: T } | { kind: 'failed'; message: string };

/**
 * A page opened from a mailed link that acts on opening (confirm, cancel): sends `act` with the link's `token` once
 * and says how it went; `failed` names the reason in Spanish, `fallback` when the API gave none. Acting twice (a
 * second run of the effect) is harmless: the API records it once.
 */
export function useMailedLink<T>(act: (token: string) => Promise<T>, fallback: string): MailedLinkState<T> {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<MailedLinkState<T>>(
    token ? { kind: 'working' } : { kind: 'failed', message: tokenMissing },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    act(token).then(
      (answer) => current && setState({ kind: 'done', answer }),
      (error: unknown) => current && setState({ kind: 'failed', message: failureMessage(error, fallback) }),
    );
    return () => {
      current = false;
    };
  }, [token, act, fallback]);
  return state;
}
