/** @jest-environment node */
// Spec §5 validation, §8 40000: the storefront's route handlers parse each body with the form's
// schema from lib/commerce, so a hostile value answers 400 with a translated key per field — never
// a 500 with an empty body (a TypeError in a rule that read an unchecked id_type), never a call to
// the upstream.
import { POST as bookOrder } from "@/app/api/orders/booking/route";
import { POST as redeemCoupon } from "@/app/api/coupons/redeem/route";
import { POST as createTourist } from "@/app/api/account/tourist/route";
import { PUT as updateTourist } from "@/app/api/account/tourist/[id]/route";
import { POST as signIn } from "@/app/api/auth/signin/route";
import en from "@/messages/en.json";

const TOURIST = {
  first_name: "Ada",
  last_name: "Lee",
  chinese_name: "",
  id_type: 2,
  id_number: "E12345678",
  birthday: "1990-01-01",
  country_code: "86",
  phone: "13800138000",
};

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

async function send(handler: Handler, body: unknown, params: Record<string, string> = {}) {
  const request = new Request("http://localhost:3000/api/x", {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await handler(request, { params: Promise.resolve(params) });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; errorKey: string; fields: Record<string, string> },
  };
}

const validation = en.validation as Record<string, string>;

describe("route handlers refuse hostile values with 400 / 40000 and a translated key", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ["id_type 0", { id_type: 0 }, "id_type", "idTypeInvalid"],
    ["id_type -1", { id_type: -1 }, "id_type", "idTypeInvalid"],
    ["id_type null", { id_type: null }, "id_type", "idTypeInvalid"],
    ["id_type 2147483648", { id_type: 2147483648 }, "id_type", "idTypeInvalid"],
    ["id_type true", { id_type: true }, "id_type", "idTypeInvalid"],
    ["id_type missing", { id_type: undefined }, "id_type", "idTypeInvalid"],
    ["birthday 2026-02-31", { birthday: "2026-02-31" }, "birthday", "birthdayInvalid"],
    [
      "a NUL in the Chinese name",
      { chinese_name: "张\u0000" },
      "chinese_name",
      "invalidCharacters",
    ],
    [
      "a lone surrogate in the Chinese name",
      { chinese_name: "\ud800张" },
      "chinese_name",
      "invalidCharacters",
    ],
  ])("POST /api/account/tourist with %s", async (_, change, field, key) => {
    const res = await send(createTourist as Handler, { ...TOURIST, ...change });
    expect(res).toEqual({
      status: 400,
      body: {
        code: 40000,
        errorKey: "badRequest",
        fields: expect.objectContaining({ [field]: key }),
      },
    });
    expect(validation[key]).toEqual(expect.any(String));
  });

  it("PUT /api/account/tourist/{id} with id_type 0", async () => {
    const res = await send(updateTourist as Handler, { ...TOURIST, id_type: 0 }, { id: "5" });
    expect(res.status).toBe(400);
    expect(res.body.fields.id_type).toBe("idTypeInvalid");
  });

  it.each(["SAVE\u0000", "SAVE\ud800"])("POST /api/coupons/redeem with %j", async (code) => {
    const res = await send(redeemCoupon as Handler, { code });
    expect(res).toEqual({
      status: 400,
      body: { code: 40000, errorKey: "badRequest", fields: { code: "couponCodeInvalid" } },
    });
  });

  it("POST /api/auth/signin with a NUL in the username", async () => {
    const res = await send(signIn as Handler, {
      identity_type: 1,
      username: "a\u0000b@example.com",
      password: "secret123",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40000);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      "contact.name",
      { contact: { name: "Ada\u0000", phone: "+86 13800138000", email: "ada@example.com" } },
      "contact.name",
    ],
    [
      "contact.phone",
      { contact: { name: "Ada", phone: "138\u00000", email: "ada@example.com" } },
      "contact.phone",
    ],
    ["other.note", { other: { note: "ring\u0000" } }, "other.note"],
    ["other.company", { other: { company: "\ud800" } }, "other.company"],
  ])("POST /api/orders/booking with a NUL or lone surrogate in %s", async (_, change, field) => {
    const body = {
      currency: "CNY",
      checkout_lines: [{ product_id: 1, variant_id: 1, quantity: 1 }],
      contact: { name: "Ada", phone: "+86 13800138000", email: "ada@example.com" },
      expected_amount: 100,
      ...change,
    };
    const res = await send(bookOrder as Handler, body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe("invalidCharacters");
  });
});
