/** Who can sign in to the panel, as the start-up knows it. */
export type StartAdmin =
  /** The zero-configuration demo's admin (no ADMIN_EMAIL): its generated password (null once they chose theirs). */
  | { kind: 'demo'; email: string; password: string | null; savedIn: string }
  /** The account ADMIN_EMAIL and ADMIN_PASSWORD name. */
  | { kind: 'configured'; email: string }
  /** Neither: the accounts already in the store, or none yet. */
  | { kind: 'none' };

const RULE = '─'.repeat(64);

/**
 * What `npm start` prints once it listens, in plain text apart from the JSON log: where the portal is, where to sign
 * in and with what. The demo's credentials were one JSON line among the start-up's, easy to miss (issue 24).
 */
export function startBanner(publicUrl: string, admin: StartAdmin): string {
  const lines = [
    `Portal listo en ${publicUrl}`,
    `Panel de administración: ${publicUrl}/admin (se inicia sesión en ${publicUrl}/login)`,
    ...(admin.kind === 'demo' && admin.password === null
      ? [
          `Administrador de demostración: ${admin.email} (ya eligió su contraseña)`,
          `(si la olvidó: «¿Olvidaste tu contraseña?» en ${publicUrl}/login)`,
        ]
      : admin.kind === 'demo'
        ? [
            `Administrador de demostración: ${admin.email}`,
            `Contraseña: ${admin.password}`,
            '(al entrar por primera vez se elige una nueva, que reemplaza a esta)',
            `(guardados en ${admin.savedIn})`,
          ]
        : admin.kind === 'configured'
          ? [`Administrador: ${admin.email} (la contraseña de ADMIN_PASSWORD)`]
          : [
              'Sin cuenta de administrador configurada: `npm run create-admin -- correo contraseña` crea una',
              '(`npm run users -- list` muestra las que hay).',
            ]),
  ];
  return ['', RULE, ...lines.map((line) => `  ${line}`), RULE, ''].join('\n') + '\n';
}
