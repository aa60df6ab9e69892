// What a service says when it refuses: a named §8 code, a message for logs and developers, and what
// the client needs to recover. No HTTP status: the HTTP layer (upstream/http) reads that from the
// one table in lib/commerce/contract/error-codes, so a service cannot pick a status the document disagrees with.
import { Codes, type ErrorCode } from "../../lib/commerce/contract/error-codes";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** what the client needs to recover, sent as the envelope's `data` */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The thing named does not exist here (or is not the caller's): 20004. */
export const notFound = (what: string) => new DomainError(Codes.itemMissing, `${what} not found`);
