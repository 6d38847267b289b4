import type { z } from 'zod';
import type { UserSchema } from './api-contract';

/** Issue 25: what each role is called, and which enter the panel (the API's `isStaffRole` says the same). */
export type Role = z.infer<typeof UserSchema>['role'];

export const ROLE_LABEL: Record<Role, string> = { admin: 'Administrador', asesor: 'Asesor', user: 'Usuario' };

/** Admins manage the whole site; an asesor enters for the listings and the leads. */
export const entersPanel = (role: Role) => role === 'admin' || role === 'asesor';
