// Rows that belong to a user. Every read and write filters by user id, so another user's id is
// simply missing (20004) — no handler can forget the check.
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";

export const missing = (what: string) => new DomainError(Codes.itemMissing, `${what} not found`);

/** At most this many addresses or travellers per account (keeps one account from growing without bound). */
export const MAX_ROWS_PER_USER = 50;

export function tooMany(what: string) {
  return new DomainError(Codes.badRequest, `at most ${MAX_ROWS_PER_USER} ${what}`);
}
export function assertFound<T>(row: T | undefined, what: string): T {
  if (!row) throw missing(what);
  return row;
}
