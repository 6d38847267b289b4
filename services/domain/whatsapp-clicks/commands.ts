import type { Command } from '../shared/decider.js';

export type RecordWhatsAppClick = Command<'RecordWhatsAppClick', { propertyId: string; now: string }>;
export type WhatsAppClicksCommand = RecordWhatsAppClick;
