// Spec §8: the server codes, the HTTP status each travels with, and a message for each — one table.
import en from "@/messages/en.json";
import {
  Codes,
  ERROR_CODES,
  ERROR_TABLE,
  SUCCESS_CODE,
  errorNameOf,
  httpStatusFor,
  isErrorCode,
} from "@/lib/commerce/contract/error-codes";

const rows = Object.entries(ERROR_TABLE);

describe("ERROR_TABLE (spec §8 catalogue)", () => {
  it.each(rows)(
    "%s: a §8-shaped code, a status in 400–599 and a key in messages/en.json errors",
    (name, entry) => {
      expect(entry.code).toBeGreaterThanOrEqual(10001);
      expect(entry.code).toBeLessThanOrEqual(59999);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThanOrEqual(599);
      const errors: Record<string, unknown> = en.errors;
      expect([name, typeof errors[entry.key]]).toEqual([name, "string"]);
    },
  );

  it("gives every code one name only", () => {
    const codes = rows.map(([, e]) => e.code);
    expect(codes.length).toBe(new Set(codes).size);
    expect(codes).not.toContain(SUCCESS_CODE);
  });

  it("names every code in Codes, and only table codes except success", () => {
    for (const [name, entry] of rows)
      expect([name, Codes[name as keyof typeof Codes]]).toEqual([name, entry.code]);
    for (const [name, code] of Object.entries(Codes))
      if (name !== "ok") expect([name, isErrorCode(code)]).toEqual([name, true]);
    expect(Codes.ok).toBe(SUCCESS_CODE);
    expect(isErrorCode(SUCCESS_CODE)).toBe(false);
    expect(isErrorCode("20004")).toBe(false);
    expect(isErrorCode(25000)).toBe(false);
  });

  it("maps each code to its key and back to its name", () => {
    for (const [name, entry] of rows) {
      expect(ERROR_CODES[entry.code]).toBe(entry.key);
      expect(errorNameOf(entry.code)).toBe(name);
    }
  });
});

describe("httpStatusFor (spec §8 code → HTTP status, read from the table)", () => {
  it.each([
    // success
    [SUCCESS_CODE, 200, "success"],
    // sign-in needed again, or the caller could not prove who it is
    [Codes.loginExpired, 401, "login expired"],
    [Codes.tokenExpired, 401, "token expired"],
    [Codes.authFailed, 401, "auth failed / unknown platform"],
    [Codes.tokenFetchFailed, 401, "token fetch failed"],
    [Codes.signatureFailed, 401, "forged sandbox notify / partner token (documented 401)"],
    [Codes.timestampFailed, 401, "partner token expired (documented 401)"],
    // the thing named does not exist (for this caller)
    [Codes.itemMissing, 404, "item expired / not found / another user's id"],
    [Codes.orderMissing, 404, "order missing"],
    [Codes.orderLineMissing, 404, "order line missing"],
    [Codes.transactionMissing, 404, "transaction missing"],
    [Codes.questionMissing, 404, "question missing"],
    [Codes.unknownRoute, 404, "unknown route"],
    // too many attempts
    [Codes.codeCountLimit, 429, "code count limit"],
    [Codes.retryInHour, 429, "retry in an hour"],
    [Codes.tooManyPasswordAttempts, 429, "too many password attempts"],
    [Codes.oneCodePerMinute, 429, "one code per minute"],
    [Codes.rateLimited, 429, "rate limited"],
    // conflicts with the shop's or the order's state
    [Codes.alreadyRegistered, 409, "duplicate sign-up (documented 409)"],
    [Codes.orderCancelled, 409, "second cancel (documented 409)"],
    [Codes.notAllowed, 409, "confirm receipt on an unpaid order (documented 409)"],
    [Codes.idempotencyConflict, 409, "idempotency conflict"],
    [Codes.couponAbnormal, 409, "coupon abnormal"],
    [Codes.insufficientStock, 409, "insufficient stock"],
    [Codes.seckillOnce, 409, "seckill once"],
    [Codes.seckillFailed, 409, "seckill failed"],
    [Codes.answerBuyersOnly, 409, "answer buyers only"],
    [Codes.questionDailyLimit, 409, "question daily limit"],
    [Codes.membershipExchangeFailed, 409, "membership exchange failed"],
    // the request's fault
    [Codes.badRequest, 400, "bad request"],
    [Codes.wrongCode, 400, "wrong code"],
    [Codes.loginRefused, 400, "login refused"],
    [Codes.productSnExists, 400, "product sn exists"],
    [Codes.balanceInsufficient, 400, "balance insufficient"],
    [Codes.internalError, 500, "internal error"],
    // a code outside the table (another upstream's) is treated as the request's fault
    [25000, 400, "not in the table"],
    [0, 400, "not a code"],
  ])("code %i → HTTP %i (%s)", (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it.each(rows)("%s answers the table's status", (_name, entry) => {
    expect(httpStatusFor(entry.code)).toBe(entry.status);
  });
});
