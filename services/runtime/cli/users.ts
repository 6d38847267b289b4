import { parseArgs } from 'node:util';
import { handleCommand, type CommandContext } from '../../command-handling/command-handler.js';
import { DomainError } from '../../domain/shared/errors.js';
import type { UserCommand } from '../../domain/user/commands.js';
import { userDecider, userIdFromEmail } from '../../domain/user/decider.js';
import { userStream } from '../../domain/user/events.js';
import { USER_NOT_FOUND } from '../../domain/user/messages.js';
import { requireStrongPassword } from '../../api/auth/password-strength.js';
import { generatePassword, hashPassword } from '../../api/auth/passwords.js';
import { UserCreateInput } from '../../api/schemas/user.js';
import { isActiveUser } from '../../../projections/users/projection.js';
import { createAdapters, type Adapters } from '../adapters.js';
import { loadConfig } from '../config.js';
import { countActiveAdmins, readAccounts } from '../user-accounts.js';

const USAGE = `Uso:
  npm run users -- list                                              cuentas del personal
  npm run users -- add correo --role user|asesor|admin [--password clave] [--name nombre]
                                                                     sin --password genera una y la muestra una vez
  npm run users -- deactivate correo                                 no puede iniciar sesión; sus sesiones se cierran
  npm run users -- activate correo`;

/**
 * `npm run users`: staff accounts from the console, on the same stores as the server (DATA_DIR or the
 * production URLs), through the same user commands as the API. Reads the log itself, so it works with or
 * without a running server. Returns the exit code.
 */
export async function usersCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
  } catch {
    console.log(USAGE);
    return 2;
  }
  const [command, email, ...extra] = parsed.positionals;
  const { role, password, name } = parsed.values;
  const known = command === 'list' ? email === undefined : ['add', 'deactivate', 'activate'].includes(command ?? '');
  if (
    !known ||
    extra.length > 0 ||
    (command !== 'list' && !email) ||
    (command !== 'add' && (role ?? password ?? name))
  ) {
    console.log(USAGE);
    return command ? 2 : 0;
  }

  let input;
  if (command === 'add') {
    const generated = password === undefined ? generatePassword() : null;
    const checked = UserCreateInput.superRefine(requireStrongPassword).safeParse({
      email,
      password: password ?? generated,
      firstName: name,
      role,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
      return 1;
    }
    input = { ...checked.data, password: password ?? generated!, generated };
  }

  const adapters = await createAdapters(loadConfig(env));
  try {
    const now = new Date();
    const context: CommandContext = { actor: 'system', correlationId: `users-cli-${now.getTime()}`, now };
    const run = (userId: string, userCommand: UserCommand) =>
      handleCommand(adapters.store, userDecider, userStream(userId), userCommand, { context });
    if (command === 'list') return await list(adapters);
    if (input) {
      const userId = userIdFromEmail(input.email);
      await run(userId, {
        type: 'RegisterUser',
        data: {
          userId,
          email: input.email,
          firstName: input.firstName ?? null,
          profileImageUrl: null,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          now: now.toISOString(),
        },
      });
      console.log(`Cuenta ${input.email} creada con rol ${input.role}.`);
      if (input.generated) console.log(`Contraseña (se muestra solo esta vez): ${input.generated}`);
      return 0;
    }
    const userId = userIdFromEmail(email!);
    const accounts = await readAccounts(adapters.store);
    const account = accounts.get(userId);
    if (!account) throw new DomainError('not_found', USER_NOT_FOUND);
    if (command === 'deactivate') {
      await run(userId, {
        type: 'DeactivateUser',
        data: { userId, by: null, activeAdmins: countActiveAdmins(accounts), now: now.toISOString() },
      });
      console.log(`Cuenta ${account.email} desactivada: no puede iniciar sesión y sus sesiones se cerraron.`);
    } else {
      await run(userId, { type: 'ReactivateUser', data: { userId, by: null, now: now.toISOString() } });
      console.log(`Cuenta ${account.email} activada de nuevo.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await adapters.close();
  }
}

async function list(adapters: Adapters): Promise<number> {
  const accounts = [...(await readAccounts(adapters.store)).values()].sort((a, b) => a.email.localeCompare(b.email));
  if (accounts.length === 0) {
    console.log('No hay cuentas todavía: créalas con `npm run users -- add correo --role admin`.');
    return 0;
  }
  console.table(
    accounts.map((account) => ({
      correo: account.email,
      nombre: account.firstName ?? '—',
      rol: account.role,
      activa: isActiveUser(account) ? 'sí' : 'no',
      creada: account.createdAt,
      'último inicio de sesión': account.lastSignInAt ?? '—',
    })),
  );
  return 0;
}
