// Spec §8: the response envelope and the server error catalogue — ONE table of every code, the
// messages/*.json "errors" key a person reads for it and the HTTP status it travels with. The
// upstream answers with that status and documents it in /openapi.json from this same table; the
// storefront's BFF answers its browser calls with it too, so no two places can disagree.
export const SUCCESS_CODE = 10000;

/** The HTTP statuses a §8 failure may travel with. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 429 | 500;

type Entry = { code: number; key: string; status: ErrorStatus };

/**
 * name → { code, key, status }. Statuses: 401 the caller must sign in (again) or prove who it is;
 * 404 the thing named does not exist for this caller (another user's id is simply missing);
 * 409 the request conflicts with the shop's or the order's state; 429 too many attempts;
 * 400 the request itself is wrong.
 */
export const ERROR_TABLE = {
  // ---- basket, order and promotion conflicts (§8 20xxx–24xxx) ----
  couponAbnormal: { code: 20001, key: "couponAbnormal", status: 409 },
  priceChanged: { code: 20002, key: "priceChanged", status: 409 },
  deliveryTypesDiffer: { code: 20003, key: "deliveryTypesDiffer", status: 409 },
  /** item expired or missing; also any id that is not the caller's */
  itemMissing: { code: 20004, key: "itemExpired", status: 404 },
  insufficientStock: { code: 20005, key: "insufficientStock", status: 409 },
  offShelf: { code: 20006, key: "offShelf", status: 409 },
  certificateInvalid: { code: 20007, key: "certificateInvalid", status: 409 },
  outsideDeliveryArea: { code: 20010, key: "outsideDeliveryArea", status: 409 },
  belowCardMinimum: { code: 20012, key: "belowCardMinimum", status: 409 },
  beyondPurchaseRange: { code: 21001, key: "beyondPurchaseRange", status: 409 },
  seckillOnce: { code: 21002, key: "seckillOnce", status: 409 },
  // Not in spec §8 by number: §5 "free products cannot be booked alone" and §8 "membership exchange failed"
  freeProductAlone: { code: 21003, key: "freeProductAlone", status: 409 },
  membershipExchangeFailed: { code: 24301, key: "membershipExchangeFailed", status: 409 },
  couponUserLimit: { code: 24003, key: "couponUserLimit", status: 409 },
  couponLimit: { code: 24004, key: "couponLimit", status: 409 },
  seckillFailed: { code: 24101, key: "seckillFailed", status: 409 },
  // Not in spec §8: product questions (§3 questions, §6 only buyers answer)
  /** answering needs a paid order with the product */
  answerBuyersOnly: { code: 24201, key: "answerBuyersOnly", status: 409 },
  /** no such question (or not the caller's, for their own changes) */
  questionMissing: { code: 24202, key: "questionMissing", status: 404 },
  /** the daily number of questions is reached (data.limit) */
  questionDailyLimit: { code: 24203, key: "questionDailyLimit", status: 409 },

  // ---- catalogue administration ----
  loginExpired: { code: 40003, key: "loginExpired", status: 401 },
  productSnExists: { code: 40014, key: "productSnExists", status: 400 },
  variantSkuExists: { code: 40015, key: "variantSkuExists", status: 400 },
  activeVariantUndeletable: { code: 40016, key: "activeVariantUndeletable", status: 400 },

  // ---- accounts (§8 30xxx) ----
  codeCountLimit: { code: 30001, key: "codeCountLimit", status: 429 },
  retryInHour: { code: 30002, key: "retryInHour", status: 429 },
  alreadyRegistered: { code: 30003, key: "alreadyRegistered", status: 409 },
  passwordsDiffer: { code: 30004, key: "passwordsDiffer", status: 400 },
  wrongCode: { code: 30005, key: "wrongCode", status: 400 },
  wrongCredentials: { code: 30006, key: "wrongCredentials", status: 400 },
  emailNotRegistered: { code: 30007, key: "emailNotRegistered", status: 400 },
  tooManyPasswordAttempts: { code: 30008, key: "tooManyPasswordAttempts", status: 429 },
  captchaRequired: { code: 30009, key: "captchaRequired", status: 400 },
  newPasswordEqualsOld: { code: 30010, key: "newPasswordEqualsOld", status: 400 },
  /** the current password given for a change is wrong (§8 words it like 30006) */
  wrongPassword: { code: 30011, key: "wrongCredentials", status: 400 },
  passwordFormat: { code: 30012, key: "passwordFormat", status: 400 },
  oneCodePerMinute: { code: 30014, key: "oneCodePerMinute", status: 429 },
  // Not in spec §8: login refused (§6 "You can't log in with this account…"; §8 names 30020 as a
  // login error shown in a toast), and §6 "Please log in to the specified channel" (a
  // channel-restricted page entered outside its partner channel).
  loginRefused: { code: 30020, key: "loginRefused", status: 400 },
  channelRestricted: { code: 30021, key: "channelRestricted", status: 400 },

  // ---- tokens, signatures, orders and payments (§8 10xxx) ----
  tokenFetchFailed: { code: 10001, key: "tokenFetchFailed", status: 401 },
  tokenExpired: { code: 10002, key: "tokenExpired", status: 401 },
  signatureFailed: { code: 10003, key: "signatureFailed", status: 401 },
  timestampFailed: { code: 10004, key: "timestampFailed", status: 401 },
  /** auth failed; also an unknown platform header */
  authFailed: { code: 10005, key: "authFailed", status: 401 },
  wrongAmount: { code: 10011, key: "wrongAmount", status: 400 },
  wrongComplaintAmount: { code: 10012, key: "wrongComplaintAmount", status: 400 },
  transactionMissing: { code: 10021, key: "transactionMissing", status: 404 },
  buyerMissing: { code: 10022, key: "buyerMissing", status: 400 },
  orderMissing: { code: 10023, key: "orderMissing", status: 404 },
  orderLineMissing: { code: 10024, key: "orderLineMissing", status: 404 },
  orderCancelled: { code: 10031, key: "orderCancelled", status: 409 },
  /** the order (or thing) is not in a state or of a type that allows this */
  notAllowed: { code: 10033, key: "orderTypeNotAllowed", status: 409 },
  // Not in spec §8: §6 "Payment by points or quota applies to certain users only".
  paymentNotAllowed: { code: 10034, key: "paymentNotAllowed", status: 400 },
  balanceInsufficient: { code: 10035, key: "balanceInsufficient", status: 400 },

  // ---- transport codes every API needs (not in spec §8) ----
  /** a body, query or path value failed validation */
  badRequest: { code: 40000, key: "badRequest", status: 400 },
  /** no such route or method */
  unknownRoute: { code: 40004, key: "unknownRoute", status: 404 },
  /** too many requests from one client (per-IP or per-account limits outside the §8 codes) */
  rateLimited: { code: 40029, key: "rateLimited", status: 429 },
  /** a short link may lead only to one of our own origins (refused when it is made) */
  linkOffSite: { code: 40030, key: "linkOffSite", status: 400 },
  /** an idempotency key reused with another body, or still in progress */
  idempotencyConflict: { code: 40009, key: "idempotencyConflict", status: 409 },
  /** an unexpected failure; the body never carries internals */
  internalError: { code: 50000, key: "internalError", status: 500 },
} as const satisfies Record<string, Entry>;

type Table = typeof ERROR_TABLE;
export type ErrorName = keyof Table;
/** A §8 failure code (never 10000). */
export type ErrorCode = Table[ErrorName]["code"];
export type ErrorKey = Table[ErrorName]["key"];

const entries = Object.entries(ERROR_TABLE) as [ErrorName, Table[ErrorName]][];

/** Named codes for use in code, so nobody writes a bare number: `Codes.captchaRequired`. */
export const Codes = {
  ok: SUCCESS_CODE,
  ...(Object.fromEntries(entries.map(([name, e]) => [name, e.code])) as {
    [N in ErrorName]: Table[N]["code"];
  }),
} as { readonly ok: typeof SUCCESS_CODE } & { readonly [N in ErrorName]: Table[N]["code"] };

const byCode = new Map<number, Table[ErrorName]>(entries.map(([, e]) => [e.code, e]));

/** code → messages/*.json "errors" key. */
export const ERROR_CODES = Object.fromEntries(entries.map(([, e]) => [e.code, e.key])) as Record<
  ErrorCode,
  ErrorKey
>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "number" && byCode.has(code);
}

/**
 * HTTP status the BFF and the upstream send with an error envelope. The body code stays the
 * authority; the status is for caches, logs and load balancers. A code outside the table (another
 * upstream's) is the request's fault as far as we can tell.
 */
export function httpStatusFor(code: number): 200 | ErrorStatus {
  if (code === SUCCESS_CODE) return 200;
  return byCode.get(code)?.status ?? 400;
}

/** The name of a code (for documents and logs), e.g. 30003 → "alreadyRegistered". */
export function errorNameOf(code: ErrorCode): ErrorName {
  return entries.find(([, e]) => e.code === code)![0];
}
