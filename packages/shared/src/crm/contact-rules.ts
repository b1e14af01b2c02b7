/**
 * Pure rules of a customer contact, used by the server (crm/customer/customer-input.ts) and the web form
 * (modules/crm/contact-schema.ts) alike — one copy (#12 item 7).
 */

/** A contact's email: something@domain.tld with a top-level part of two or more characters, no spaces. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isContactEmail = (value: string): boolean => CONTACT_EMAIL_PATTERN.test(value);
