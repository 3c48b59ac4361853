/**
 * How a service refuses, in the store's terms: each kind carries the words the caller is shown (and
 * may carry what caused it, for the log). Services know no transport; trpc/errors.ts maps each kind
 * to its tRPC code, and so its HTTP status, in one place for every surface.
 */
export type DomainErrorKind =
  'not-found' | 'forbidden' | 'conflict' | 'invalid-input' | 'unsupported-media' | 'account-gone' | 'payment-declined' | 'too-soon' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** There is no such thing, or none the caller may know of. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The thing exists, but the caller may not do this to it. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing is not in a state that allows this (sold, paid, already done, a limit held). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** The input passed its schema, but the store cannot take it (an unknown category, a foreign link). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';
}

/** A file of a kind the store does not take. */
export class UnsupportedMedia extends DomainError {
  readonly kind = 'unsupported-media';
}

/** The caller's own account was deleted while they were signed in. */
export class AccountGone extends DomainError {
  readonly kind = 'account-gone';
}

/** The payment provider declined the charge. */
export class PaymentDeclined extends DomainError {
  readonly kind = 'payment-declined';
}

/** Allowed, but not this often: the message says when to try again. */
export class TooSoon extends DomainError {
  readonly kind = 'too-soon';
}

/** An outside service the store needs did not answer: trying again later may work. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}
