// Spec §8: the server codes, the HTTP status each travels with, and a message for each.
import en from "@/messages/en.json";
import { Codes, ERROR_CODES, SUCCESS_CODE, httpStatusFor, isErrorCode } from "@/lib/commerce/error-codes";

describe("httpStatusFor (spec §8 code → HTTP status)", () => {
  it.each([
    // success
    [SUCCESS_CODE, 200, "success"],
    // sign-in needed again
    [40003, 401, "login expired"],
    [10002, 401, "token expired"],
    [10005, 401, "auth failed / unknown platform"],
    [10001, 401, "token fetch failed"],
    // the thing named does not exist
    [20004, 404, "item expired / not found"],
    [10023, 404, "order missing"],
    [10024, 404, "order line missing"],
    [10021, 404, "transaction missing"],
    // too many attempts
    [30001, 429, "code count limit"],
    [30002, 429, "retry in an hour"],
    [30008, 429, "too many password attempts"],
    [30014, 429, "one code per minute"],
    [40029, 429, "rate limited"],
    // transport codes outside §8
    [40004, 404, "unknown route"],
    [40009, 409, "idempotency conflict"],
    [50000, 500, "internal error"],
    // 20000–24999: the basket or order conflicts with the shop's state
    [20000, 409, "lower bound of the conflict range"],
    [20001, 409, "coupon abnormal"],
    [20005, 409, "insufficient stock"],
    [21002, 409, "seckill once"],
    [24101, 409, "seckill failed"],
    // product questions (§3, §6): buyers only and the daily limit conflict; a missing question is 404
    [24201, 409, "answer buyers only"],
    [24202, 404, "question missing"],
    [24203, 409, "question daily limit"],
    [24999, 409, "upper bound of the conflict range"],
    // everything else is the request's fault
    [25000, 400, "just past the conflict range"],
    [19999, 400, "just before the conflict range"],
    [40000, 400, "bad request"],
    [30005, 400, "wrong code"],
    [30020, 400, "login refused"],
    [10003, 400, "signature failed"],
    [40014, 400, "product sn exists"],
    [0, 400, "not a code"],
  ])("code %i → HTTP %i (%s)", (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it("gives every named code the status its name promises", () => {
    expect(httpStatusFor(Codes.ok)).toBe(200);
    expect(httpStatusFor(Codes.badRequest)).toBe(400);
    expect(httpStatusFor(Codes.itemMissing)).toBe(404);
    expect(httpStatusFor(Codes.unknownRoute)).toBe(404);
    expect(httpStatusFor(Codes.idempotencyConflict)).toBe(409);
    expect(httpStatusFor(Codes.rateLimited)).toBe(429);
    expect(httpStatusFor(Codes.internalError)).toBe(500);
  });
});

describe("ERROR_CODES (spec §8 catalogue)", () => {
  it("names every code in Codes except success", () => {
    for (const [name, code] of Object.entries(Codes)) {
      if (name !== "ok") expect([name, isErrorCode(code)]).toEqual([name, true]);
    }
    expect(isErrorCode(SUCCESS_CODE)).toBe(false);
    expect(isErrorCode("20004")).toBe(false);
  });

  it("has a message for every code in messages/en.json errors", () => {
    const errors: Record<string, unknown> = en.errors;
    const missing = [...new Set(Object.values(ERROR_CODES))].filter((key) => typeof errors[key] !== "string");
    expect(missing).toEqual([]);
  });
});
