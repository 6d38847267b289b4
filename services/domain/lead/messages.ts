/** Said by the decider and by both contact forms' validation in the API (SPEC §5: the same rules and messages). */
export const NAME_TOO_SHORT = 'El nombre debe tener al menos 2 caracteres';
export const PHONE_TOO_SHORT = 'El teléfono debe tener al menos 10 dígitos';
export const MESSAGE_TOO_SHORT = 'El mensaje debe tener al menos 10 caracteres';
/** Ley 1581 de 2012: no personal data is kept without the visitor's consent. */
export const DATA_POLICY_REQUIRED = 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje';

export const LEAD_NOT_FOUND = 'Esta solicitud de contacto no existe';
export const INVALID_LEAD_STATUS =
  'Estado inválido: elige nuevo, contactado, visita-agendada, en-negociacion, cerrado o descartado';
/** Once someone answered a lead, its time to first contact is kept: it never counts as unanswered again. */
export const NO_RETURN_TO_NEW =
  'Una solicitud ya atendida no puede volver a Nuevo: elige Contactado, Visita agendada, En negociación, Cerrado o Descartado';
export const MAX_NOTE_LENGTH = 2_000;
export const NOTE_TOO_LONG = `La nota admite como máximo ${MAX_NOTE_LENGTH} caracteres`;
export const NOTE_CHANGED_MEANWHILE =
  'Otra persona cambió la nota mientras escribías. Revisa la nota actual y vuelve a guardar la tuya.';
export const INVALID_FOLLOW_UP = 'Elige un día válido para el seguimiento (AAAA-MM-DD)';
export const FOLLOW_UP_IN_PAST = 'El día del seguimiento no puede ser anterior a hoy';
/** Far enough for a buyer who comes back next season; further is a typo (2062 for 2026). */
export const MAX_FOLLOW_UP_DAYS = 366;
export const FOLLOW_UP_TOO_FAR = `El seguimiento puede programarse como mucho a ${MAX_FOLLOW_UP_DAYS} días`;
