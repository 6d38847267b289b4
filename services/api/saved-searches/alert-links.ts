import type { SignedLinks } from '../auth/signed-links.js';

/**
 * The purposes of an alert's mailed links: each token opens one door only. `manage` also deletes (the manage page's
 * Eliminar); `unsubscribe` does nothing else.
 */
export const ALERT_LINK = {
  confirm: 'alert-confirm',
  manage: 'alert-manage',
  unsubscribe: 'alert-unsubscribe',
} as const;

/** The site's pages an alert's mails link to, and the one-click address of the `List-Unsubscribe` header. */
export function alertLinks(links: SignedLinks, publicUrl: string, alertId: string) {
  const token = (purpose: string) => encodeURIComponent(links.token(purpose, alertId));
  return {
    confirm: `${publicUrl}/alertas/confirmar?token=${token(ALERT_LINK.confirm)}`,
    manage: `${publicUrl}/alertas/gestionar?token=${token(ALERT_LINK.manage)}`,
    unsubscribe: `${publicUrl}/alertas/baja?token=${token(ALERT_LINK.unsubscribe)}`,
    oneClick: `${publicUrl}/api/saved-searches/unsubscribe?token=${token(ALERT_LINK.unsubscribe)}`,
  };
}
