import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { showToast } from '../../../lib/toast';

/** Where sign-in sends the admin back to (the server keeps only same-site paths). */
const SIGN_IN_FOR_ADMIN = `/api/login?returnTo=${encodeURIComponent('/admin')}`;
/** SPEC §2 admin gate: how long each toast is on screen before the redirect. */
const SIGN_IN_DELAY_MS = 500;
const HOME_DELAY_MS = 1500;

/** `admin` and `asesor` enter the panel (an asesor sees only some tabs); `new-password` must choose one first. */
export type GateState =
  'checking' | 'failed' | 'signed-out' | 'new-password' | 'enrol-two-step' | 'not-admin' | 'admin' | 'asesor';

/**
 * SPEC §2 admin gate: a spinner while the user loads; a visitor who is not signed in is told so and sent to
 * sign in (coming back here afterwards); someone who signed in with a password they were given chooses their own,
 * and someone an admin requires two-step sign-in of turns it on;
 * a signed-in user without a panel role (admin or asesor) is told so and sent home.
 */
export function useAdminGate(): { state: GateState; retry: () => void } {
  const { user, isLoading, failed, retry } = useCurrentUser();
  const navigate = useNavigate();
  const state: GateState = isLoading
    ? 'checking'
    : failed
      ? 'failed'
      : !user
        ? 'signed-out'
        : user.mustChangePassword
          ? 'new-password'
          : user.twoStep.required && !user.twoStep.enabled
            ? 'enrol-two-step'
            : user.role === 'user'
              ? 'not-admin'
              : user.role;

  useEffect(() => {
    if (state === 'signed-out') {
      void showToast({
        title: 'No autorizado',
        message: 'Necesitas iniciar sesión para acceder al panel de administración.',
        variant: 'destructive',
      });
      // A full page load: /api/login is the server's redirect, not a page of this app.
      const timer = window.setTimeout(() => window.location.assign(SIGN_IN_FOR_ADMIN), SIGN_IN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'not-admin') {
      void showToast({
        title: 'Acceso denegado',
        message: 'Solo los administradores pueden acceder a este panel.',
        variant: 'destructive',
      });
      const timer = window.setTimeout(() => void navigate('/'), HOME_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
  }, [state, navigate]);

  return { state, retry };
}
