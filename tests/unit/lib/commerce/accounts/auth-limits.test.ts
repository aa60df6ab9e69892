import {
  accountDelaySeconds,
  codeSendVerdict,
  resendWaitSeconds,
  signinGate,
  wrongPasswordVerdict,
} from "@/lib/commerce/accounts/auth-limits";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A fixed clock: every instant is relative to `now`. */
const NOW = new Date("2026-11-21T12:00:00.000Z"); // 20:00 on the 21st in GMT+8
const ago = (ms: number, now: Date = NOW) => new Date(now.getTime() - ms);
const at = (iso: string) => new Date(iso);

beforeAll(() => {
  // The rules must read the clock they are given, never the system one.
  jest.useFakeTimers().setSystemTime(new Date("2030-01-01T00:00:00.000Z"));
});
afterAll(() => {
  jest.useRealTimers();
});

describe("§4 30009 triggers a captcha, then a retry; §8 30008 too many password attempts: signinGate", () => {
  const at = (
    account: number,
    address = account,
    sinceLastMs: number | null = account ? 0 : null,
  ) => ({ account, address, sinceLastMs });
  it.each<[string, ReturnType<typeof at>, boolean, "open" | 30008 | 30009]>([
    ["no failures", at(0), false, "open"],
    ["two", at(2), false, "open"],
    ["three, no captcha", at(3), false, 30009],
    ["nine, no captcha", at(9), false, 30009],
    ["three, captcha solved", at(3), true, "open"],
    ["nine, captcha solved", at(9), true, "open"],
    ["ten from this address: locked, captcha or not", at(10), true, 30008],
    ["ten from this address, an hour of delay long past", at(10, 10, 3_600_000), true, 30008],
    ["25 from this address", at(25), false, 30008],
    // The lock is per (account, address); strangers elsewhere do not lock the owner out
    [
      "ten from other addresses, the owner's first try, 1 s after the last: captcha",
      at(10, 0, 1000),
      false,
      30009,
    ],
    [
      "ten from other addresses, the owner with the captcha 1 s after",
      at(10, 0, 1000),
      true,
      "open",
    ],
    ["ten from other addresses, within the 1 s delay", at(10, 0, 999), true, 30008],
    ["twelve from elsewhere: a 4 s delay", at(12, 0, 3999), true, 30008],
    ["twelve from elsewhere, 4 s later", at(12, 0, 4000), true, "open"],
    ["forty from elsewhere: the delay stops at 60 s", at(40, 0, 60_000), true, "open"],
    ["forty from elsewhere, 59 s later", at(40, 0, 59_999), true, 30008],
    [
      "nine here, a tenth from elsewhere: the delay applies to this address too",
      at(10, 9, 10),
      true,
      30008,
    ],
  ])("%s", (_name, failures, captchaOk, expected) => {
    expect(signinGate(failures, captchaOk)).toBe(expected);
  });
});

describe("the account's delay between attempts once ten failed from anywhere: accountDelaySeconds", () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [11, 2],
    [12, 4],
    [15, 32],
    [16, 60],
    [100, 60],
  ])("%i failures → %i s", (failures, seconds) => {
    expect(accountDelaySeconds(failures)).toBe(seconds);
  });
});

describe("§8 30006 wrong password, 30009 after three wrong, 30008 too many: wrongPasswordVerdict", () => {
  it.each<[number, number, 30006 | 30008 | 30009]>([
    [0, 0, 30006], // first wrong password
    [1, 1, 30006], // second
    [2, 2, 30009], // the third wrong one
    [3, 3, 30009],
    [8, 8, 30009],
    [9, 9, 30008], // the tenth from this address
    [20, 20, 30008],
    [2, 0, 30009], // the account's third, this address's first: captcha, as the spec says
    [20, 0, 30009], // many failures elsewhere never lock this address out
  ])(
    "%i earlier failures of the account, %i from this address → %p",
    (account, address, expected) => {
      expect(wrongPasswordVerdict({ account, address })).toBe(expected);
    },
  );

  it("after the third wrong password the gate asks for the captcha", () => {
    expect(wrongPasswordVerdict({ account: 2, address: 2 })).toBe(30009);
    expect(signinGate({ account: 3, address: 3, sinceLastMs: 0 }, false)).toBe(30009);
  });
});

describe("§5/§9 a verification code once per minute (30014), hourly cap (30002), daily count (30001): codeSendVerdict", () => {
  it.each<[string, Date[], Date, null | 30001 | 30002 | 30014]>([
    ["never sent", [], NOW, null],
    ["one sent 59 s ago", [ago(59 * SECOND)], NOW, 30014],
    ["one sent 1 s ago", [ago(1 * SECOND)], NOW, 30014],
    ["one sent exactly 60 s ago", [ago(60 * SECOND)], NOW, null],
    ["one sent 61 s ago", [ago(61 * SECOND)], NOW, null],
    ["4 sent within the hour", [5, 15, 25, 35].map((m) => ago(m * MINUTE)), NOW, null],
    ["5 sent within the hour", [5, 15, 25, 35, 45].map((m) => ago(m * MINUTE)), NOW, 30002],
    [
      "5 sent, the oldest 61 minutes ago (rolling hour)",
      [5, 15, 25, 35, 61].map((m) => ago(m * MINUTE)),
      NOW,
      null,
    ],
    [
      "5 sent, the oldest exactly 60 minutes ago",
      [5, 15, 25, 35, 60].map((m) => ago(m * MINUTE)),
      NOW,
      null,
    ],
    [
      "5 within the hour, the last 30 s ago: the minute rule answers first",
      [ago(30 * SECOND), ...[15, 25, 35, 45].map((m) => ago(m * MINUTE))],
      NOW,
      30014,
    ],
    [
      "9 sent earlier the same shop day",
      Array.from({ length: 9 }, (_, i) => ago((2 + i) * HOUR)),
      NOW,
      null,
    ],
    [
      "10 sent earlier the same shop day, spread over hours",
      Array.from({ length: 10 }, (_, i) => ago((2 + i) * HOUR)),
      NOW,
      30001,
    ],
  ])("%s → %p", (_label, sentAt, now, expected) => {
    expect(codeSendVerdict(sentAt, now)).toBe(expected);
  });

  describe("the shop day is GMT+8 (midnight at 16:00 UTC)", () => {
    // 00:30 on the 21st in GMT+8, still the 20th in UTC
    const justAfterShopMidnight = at("2026-11-20T16:30:00.000Z");
    // 23:30 on the 21st in GMT+8
    const endOfShopDay = at("2026-11-21T15:30:00.000Z");
    // ten sends on the 20th in both UTC and GMT+8 (13:00-22:00 GMT+8), the last 2.5 h before
    const previousShopDay = Array.from({ length: 10 }, (_, i) =>
      at(`2026-11-20T${String(5 + i).padStart(2, "0")}:00:00.000Z`),
    );
    // ten sends on the 21st in GMT+8, from its midnight, 90 minutes apart
    const sameShopDay = Array.from(
      { length: 10 },
      (_, i) => new Date(at("2026-11-20T16:00:00.000Z").getTime() + i * 90 * MINUTE),
    );

    it.each<[string, Date[], Date, null | 30001]>([
      [
        "10 sends on the previous shop day (same UTC date) do not count",
        previousShopDay,
        justAfterShopMidnight,
        null,
      ],
      ["10 sends from shop midnight to the evening count", sameShopDay, endOfShopDay, 30001],
      ["9 sends from shop midnight do not reach the cap", sameShopDay.slice(1), endOfShopDay, null],
      [
        "9 sends the previous shop day and 1 after its midnight",
        [...previousShopDay.slice(1), at("2026-11-20T16:05:00.000Z")],
        at("2026-11-20T23:00:00.000Z"),
        null,
      ],
      [
        "the same 10 sends, seen the next shop day, no longer count",
        sameShopDay,
        at("2026-11-21T16:30:00.000Z"),
        null,
      ],
    ])("%s → %p", (_label, sentAt, now, expected) => {
      expect(codeSendVerdict(sentAt, now)).toBe(expected);
    });
  });
});

describe("§9 a verification code once per minute: resendWaitSeconds (the 60 s countdown)", () => {
  it.each<[string, Date | null, number]>([
    ["never sent", null, 0],
    ["just sent", ago(0), 60],
    ["sent 0.5 s ago", ago(500), 60],
    ["sent 1 s ago", ago(1 * SECOND), 59],
    ["sent 30 s ago", ago(30 * SECOND), 30],
    ["sent 59.5 s ago", ago(59.5 * SECOND), 1],
    ["sent 60 s ago", ago(60 * SECOND), 0],
    ["sent 61 s ago", ago(61 * SECOND), 0],
    ["sent an hour ago", ago(HOUR), 0],
  ])("%s → %i s", (_label, lastSentAt, expected) => {
    expect(resendWaitSeconds(lastSentAt, NOW)).toBe(expected);
  });
});
