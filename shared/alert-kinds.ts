/**
 * The notifications that are alerts (a new listing matching a saved search, a saved book's lower
 * price, a saved copy available again): each leads to its book, and they are emailed as a daily
 * digest unless the user wants each at once. No zod here: the web client's first chunk reads it.
 * The email trigger of migration 20261125213000 names them too (tests/email.test.ts checks it).
 */
export const ALERT_KINDS = ['search_alert', 'price_drop', 'back_in_stock'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
