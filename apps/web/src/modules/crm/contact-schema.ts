import { CONTACT_EMAIL_PATTERN } from '@partdesk/shared/crm/contact-rules';
import { FORM_MESSAGES } from '@partdesk/shared/resource/form-schema';
import { z } from 'zod';

/**
 * A contact as the forms send it (the server's contactBody): a name, at least one of the five methods
 * (email, phone, QQ, WeChat, Skype — OtherNumber does not count) and a valid email when given.
 * Messages are translation keys (`kit:form.*`, `crmUi:customer.*`).
 */
export const CONTACT_METHODS = ['Email', 'Phone', 'QQ', 'WeChat', 'Skype'] as const;
export const CONTACT_TEXT_FIELDS = ['Position', ...CONTACT_METHODS, 'OtherNumber', 'Remark'] as const;

/** The server's email check, shared (packages/shared/src/crm/contact-rules.ts). */
export const EMAIL_PATTERN = CONTACT_EMAIL_PATTERN;

const text = (max: number) =>
  z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(max, { error: FORM_MESSAGES.tooLong }));

export const contactSchema = z
  .object({
    Name: z.preprocess(
      (v) => (v == null ? '' : v),
      z.string().trim().min(1, { error: FORM_MESSAGES.required }).max(64, { error: FORM_MESSAGES.tooLong }),
    ),
    Position: text(64),
    Email: text(128).refine((v) => v === '' || EMAIL_PATTERN.test(v), {
      error: 'crmUi:customer.invalidEmail',
    }),
    Phone: text(64),
    QQ: text(32),
    WeChat: text(64),
    Skype: text(64),
    OtherNumber: text(64),
    IsPrimary: z.preprocess((v) => v === true, z.boolean()),
    Remark: text(500),
  })
  .superRefine((c, ctx) => {
    if (CONTACT_METHODS.every((m) => !c[m]))
      ctx.addIssue({ code: 'custom', path: ['Email'], message: 'crmUi:customer.contactMethodRequired' });
  });

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * Which contact a server refusal naming `Contacts` or `Email` is about: the first whose email fails the
 * check (`Email`), the first without any method or named in the message (`Contacts`); else the first.
 */
export function contactIndexOf(
  field: 'Email' | 'Contacts',
  contacts: readonly Partial<Record<string, unknown>>[],
  message = '',
): number {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const idx =
    field === 'Email'
      ? contacts.findIndex((c) => str(c.Email) !== '' && !EMAIL_PATTERN.test(str(c.Email)))
      : contacts.findIndex(
          (c) =>
            CONTACT_METHODS.every((m) => !str(c[m])) || (str(c.Name) !== '' && message.includes(str(c.Name))),
        );
  return Math.max(0, idx);
}
