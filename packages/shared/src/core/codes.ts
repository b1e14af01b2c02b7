/** Envelope codes of the wire contract (spec §7–8, docs/architecture.md "Conventions → Wire"). */
export const Codes = {
  Ok: 0,
  SessionInvalid: -100,
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  ServerError: 500,
} as const;
export type Code = (typeof Codes)[keyof typeof Codes];

export interface Envelope<T = unknown> {
  Code: number;
  Message: string;
  Data: T;
}

export interface Page<T> {
  Records: T[];
  TotalCount: number;
}

/** Request time-out of every call, spec §9. */
export const REQUEST_TIMEOUT_MS = 100_000;
