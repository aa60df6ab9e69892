// Spec §8: the response envelope and the server error catalogue.
export const SUCCESS_CODE = 10000;

/** Every §8 server code with the message key the storefront translates (messages/*.json "errors"). */
export const ERROR_CODES = {
  20001: "couponAbnormal",
  20002: "priceChanged",
  20003: "deliveryTypesDiffer",
  20004: "itemExpired",
  20005: "insufficientStock",
  20006: "offShelf",
  20007: "certificateInvalid",
  20010: "outsideDeliveryArea",
  20012: "belowCardMinimum",
  21001: "beyondPurchaseRange",
  21002: "seckillOnce",
  // Not in spec §8 by number: §5 "free products cannot be booked alone" and §8 "membership exchange failed"
  21003: "freeProductAlone",
  24301: "membershipExchangeFailed",
  24003: "couponUserLimit",
  24004: "couponLimit",
  24101: "seckillFailed",
  // Not in spec §8: product questions (§3 questions, §6 only buyers answer)
  /** answering needs a paid order with the product */
  24201: "answerBuyersOnly",
  /** no such question (or not the caller's, for their own changes) */
  24202: "questionMissing",
  /** the daily number of questions is reached (data.limit) */
  24203: "questionDailyLimit",
  40003: "loginExpired",
  40014: "productSnExists",
  40015: "variantSkuExists",
  40016: "activeVariantUndeletable",
  30001: "codeCountLimit",
  30002: "retryInHour",
  30003: "alreadyRegistered",
  30004: "passwordsDiffer",
  30005: "wrongCode",
  30006: "wrongCredentials",
  30007: "emailNotRegistered",
  30008: "tooManyPasswordAttempts",
  30009: "captchaRequired",
  30010: "newPasswordEqualsOld",
  30011: "wrongCredentials",
  30012: "passwordFormat",
  30014: "oneCodePerMinute",
  10001: "tokenFetchFailed",
  10002: "tokenExpired",
  10003: "signatureFailed",
  10004: "timestampFailed",
  10005: "authFailed",
  10011: "wrongAmount",
  10012: "wrongComplaintAmount",
  10021: "transactionMissing",
  10022: "buyerMissing",
  10023: "orderMissing",
  10024: "orderLineMissing",
  10031: "orderCancelled",
  10033: "orderTypeNotAllowed",
  // Not in spec §8: login refused (§6 "You can't log in with this account…"; §8 names 30020 as a
  // login error shown in a toast) and the transport-level codes every API needs.
  30020: "loginRefused",
  // Not in spec §8: §6 "Please log in to the specified channel" (a channel-restricted page entered
  // outside its partner channel) and §6 "Payment by points or quota applies to certain users only".
  30021: "channelRestricted",
  10034: "paymentNotAllowed",
  10035: "balanceInsufficient",
  /** a body, query or path value failed validation */
  40000: "badRequest",
  /** no such route or method */
  40004: "unknownRoute",
  /** too many requests from one client (per-IP or per-account limits outside the §8 codes) */
  40029: "rateLimited",
  /** an idempotency key reused with another body, or still in progress */
  40009: "idempotencyConflict",
  /** an unexpected failure; the body never carries internals */
  50000: "internalError",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorKey = (typeof ERROR_CODES)[ErrorCode];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "number" && Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}

/** Named codes for use in code, so nobody writes a bare number twice. */
export const Codes = {
  ok: SUCCESS_CODE,
  itemMissing: 20004,
  loginExpired: 40003,
  authFailed: 10005,
  badRequest: 40000,
  unknownRoute: 40004,
  rateLimited: 40029,
  idempotencyConflict: 40009,
  internalError: 50000,
} as const;

/**
 * HTTP status the BFF and the upstream send with an error envelope. The body code stays the
 * authority; the status is for caches, logs and load balancers.
 */
export function httpStatusFor(code: number): number {
  if (code === SUCCESS_CODE) return 200;
  if (code === 40003 || code === 10002 || code === 10005 || code === 10001) return 401;
  if (code === 20004 || code === 10023 || code === 10024 || code === 10021 || code === 24202) return 404;
  if (code === 30001 || code === 30002 || code === 30008 || code === 30014 || code === 40029) return 429;
  if (code === 40004) return 404;
  if (code === 40009) return 409;
  if (code === 50000) return 500;
  if (code >= 20000 && code < 25000) return 409;
  return 400;
}
