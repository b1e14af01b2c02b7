import type { Lang } from '@partdesk/shared/i18n/index';
import { fieldLabel, translate } from '@partdesk/shared/i18n/index';

interface Issue {
  code: string;
  path: PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  input?: unknown;
  format?: string;
  keys?: string[];
}

/** Turns the first zod issue into a translated message naming the field (never a raw zod text). */
export function validationMessage(lang: Lang, issue: Issue): { message: string; field: string } {
  const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').map(String);
  let field = path.filter((p) => !/^\d+$/.test(p)).pop() ?? path.pop() ?? '';
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) field = issue.keys[0]!;
  const label = fieldLabel(lang, field);
  const p = { field: label };
  let key = 'errors.fieldInvalid';
  let extra: Record<string, unknown> = {};
  switch (issue.code) {
    case 'invalid_type':
      key =
        issue.input === undefined && !/received (undefined|null)/.test(issue.message ?? '')
          ? 'errors.fieldInvalid'
          : issue.input === undefined || issue.input === null
            ? 'errors.fieldRequired'
            : 'errors.fieldInvalid';
      break;
    case 'too_small':
      if (issue.origin === 'string') {
        key = Number(issue.minimum) <= 1 ? 'errors.fieldRequired' : 'errors.fieldTooShort';
      } else if (issue.origin === 'array') key = 'errors.fieldRequired';
      else key = Number(issue.minimum) === 0 ? 'errors.fieldNotPositive' : 'errors.fieldTooSmall';
      extra = { min: issue.minimum };
      break;
    case 'too_big':
      key = issue.origin === 'string' ? 'errors.fieldTooLong' : 'errors.fieldTooBig';
      extra = { max: issue.maximum };
      break;
    case 'invalid_format':
      key = issue.format === 'email' ? 'errors.invalidEmail' : 'errors.fieldInvalid';
      break;
    case 'unrecognized_keys':
      key = 'errors.fieldUnknown';
      break;
    case 'custom':
      if (issue.message?.startsWith('errors.')) key = issue.message;
      break;
    default:
      key = 'errors.fieldInvalid';
  }
  return { message: translate(lang, key, { ...p, ...extra }), field };
}
