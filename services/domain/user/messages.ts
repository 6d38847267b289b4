/** Said by the decider, the API and the operators' console alike. */
export const USER_NOT_FOUND = 'Usuario no encontrado';
export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo';
export const INVALID_ROLE = 'El rol debe ser admin, asesor o user';
export const PASSWORD_TOO_SHORT = 'La contraseña debe tener al menos 12 caracteres';
export const ALREADY_INACTIVE = 'La cuenta ya está desactivada';
export const ALREADY_ACTIVE = 'La cuenta ya está activa';
export const CANNOT_DEACTIVATE_SELF = 'No puedes desactivar tu propia cuenta';
export const CANNOT_DEMOTE_SELF = 'No puedes quitarte el rol de administrador';
export const LAST_ADMIN_DEACTIVATION = 'No se puede desactivar al último administrador activo';
export const LAST_ADMIN_DEMOTION = 'No se puede quitar el rol de administrador al último administrador activo';
export const CANNOT_RESET_OWN_PASSWORD =
  'No puedes restablecer tu propia contraseña: cámbiala con «Cambiar contraseña»';
export const PHONE_TOO_SHORT = 'El número debe tener al menos 10 dígitos';
export const PASSWORD_REQUIRED = 'La contraseña es requerida';
export const RESET_LINK_EXPIRED = 'El enlace para restablecer la contraseña venció o ya se usó. Pide uno nuevo.';
export const RESET_ACCOUNT_INACTIVE = 'La cuenta está desactivada: su contraseña no se restablece por correo';
export const RESET_REQUEST_MISMATCH = 'La solicitud no corresponde a la cuenta';
export const ALREADY_CHOSE_PASSWORD =
  'Esta persona ya eligió su contraseña: si la olvidó, puede pedir un enlace en «¿Olvidaste tu contraseña?».';
export const INVITATION_ACCOUNT_INACTIVE = 'La cuenta está desactivada: reactívala antes de invitar a la persona';
