import {
  addressForm,
  codeSendBody,
  registerForm,
  signinBody,
  touristForm,
} from "@/lib/commerce/accounts/account-forms.schema";
import type { ZodType } from "zod";

type Issue = { path: PropertyKey[]; message: string };

function issues(schema: ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** The first message reported for `path` (what the form shows under that field). */
function firstMessageAt(schema: ZodType, input: unknown, path: string): string | undefined {
  return issues(schema, input).find((i) => i.path.join(".") === path)?.message;
}

describe("§5 Credentials (registration: passwords match, phone well-formed): registerForm", () => {
  const valid = {
    identity_type: 1,
    first_name: "Ada",
    last_name: "Lovelace",
    email: "Ada@Example.com",
    country_code: "86",
    mobile: "13800138000",
    password: "abc123",
    password_confirm: "abc123",
    agree: true,
  };

  it("accepts a complete form and lower-cases the e-mail", () => {
    const result = registerForm.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("ada@example.com");
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    [
      "confirmation differs",
      { password_confirm: "abc124" },
      [{ path: ["password_confirm"], message: "passwordsDiffer" }],
    ],
    ["terms not agreed", { agree: false }, [{ path: ["agree"], message: "agreeRequired" }]],
    [
      "mainland mobile too short",
      { mobile: "12345" },
      [{ path: ["mobile"], message: "phoneInvalid" }],
    ],
    [
      "mainland mobile not 1[3-9]",
      { mobile: "12345678901" },
      [{ path: ["mobile"], message: "phoneInvalid" }],
    ],
    [
      "Hong Kong mobile starting 7",
      { country_code: "852", mobile: "71234567" },
      [{ path: ["mobile"], message: "phoneInvalid" }],
    ],
    [
      "password too short",
      { password: "abc12", password_confirm: "abc12" },
      [{ path: ["password"], message: "passwordFormat" }],
    ],
  ])("%s → %p", (_label, overrides, expected) => {
    expect(issues(registerForm, { ...valid, ...overrides })).toEqual(expected);
  });

  it.each([
    ["852", "91234567"],
    ["852", "85291234567"],
    ["44", "7911123456"],
  ])("accepts +%s %s", (country_code, mobile) => {
    expect(issues(registerForm, { ...valid, country_code, mobile })).toEqual([]);
  });
});

describe("§3 Traveller / §5 ID number formats: touristForm", () => {
  const valid = {
    first_name: "San",
    last_name: "Zhang",
    chinese_name: "张三",
    id_type: 1,
    id_number: "11010519491231002X",
    birthday: "1949-12-31",
    country_code: "86",
    phone: "13800138000",
  };

  it.each<[string, Record<string, unknown>, string]>([
    ["lower-case check character", { id_number: "11010519491231002x" }, "11010519491231002X"],
    ["passport in lower case", { id_type: 2, id_number: "e12345678" }, "E12345678"],
    ["spaces removed", { id_type: 2, id_number: " E1234 5678 " }, "E12345678"],
    ["home return permit", { id_type: 5, id_number: "h12345678" }, "H12345678"],
  ])("%s → id_number %p", (_label, overrides, expected) => {
    const result = touristForm.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(true);
    expect(result.data?.id_number).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    [
      "type 1 with a passport number",
      { id_number: "E12345678" },
      [{ path: ["id_number"], message: "idNumberInvalid" }],
    ],
    [
      "type 1 with a bad checksum",
      { id_number: "110105194912310021" },
      [{ path: ["id_number"], message: "idNumberInvalid" }],
    ],
    [
      "type 2 with an ID card number",
      { id_type: 2, id_number: "11010519491231002X" },
      [{ path: ["id_number"], message: "idNumberInvalid" }],
    ],
    [
      "type 6 with 9 digits",
      { id_type: 6, id_number: "123456789" },
      [{ path: ["id_number"], message: "idNumberInvalid" }],
    ],
    [
      "type 7 (not selectable)",
      { id_type: 7, id_number: "JUN1234" },
      [{ path: ["id_type"], message: "idTypeInvalid" }],
    ],
    [
      "type 9 (not selectable)",
      { id_type: 9, id_number: "O123456789" },
      [{ path: ["id_type"], message: "idTypeInvalid" }],
    ],
    [
      "Chinese name with a space",
      { chinese_name: "张 三" },
      [{ path: ["chinese_name"], message: "chineseNameSpaces" }],
    ],
    ["bad phone", { phone: "12345" }, [{ path: ["phone"], message: "phoneInvalid" }]],
    // an id_type outside the list is its own issue; the ID-number rule never reads it (it threw a TypeError)
    ["type 0", { id_type: 0 }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    ["type -1", { id_type: -1 }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    ["type null", { id_type: null }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    ["type 2147483648", { id_type: 2147483648 }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    ["type true", { id_type: true }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    ['type ""', { id_type: "" }, [{ path: ["id_type"], message: "idTypeInvalid" }]],
    [
      "birthday 2026-02-31",
      { birthday: "2026-02-31" },
      [{ path: ["birthday"], message: "birthdayInvalid" }],
    ],
    [
      "birthday 1990-04-31",
      { birthday: "1990-04-31" },
      [{ path: ["birthday"], message: "birthdayInvalid" }],
    ],
    [
      "birthday 1899-12-31",
      { birthday: "1899-12-31" },
      [{ path: ["birthday"], message: "birthdayInvalid" }],
    ],
    [
      "a NUL in the Chinese name",
      { chinese_name: "张\u0000三" },
      [{ path: ["chinese_name"], message: "invalidCharacters" }],
    ],
    // refused by the character check and by the number's format: the same key either way
    [
      "a lone surrogate in the ID number",
      { id_number: "11010519491231002\ud800" },
      [
        { path: ["id_number"], message: "idNumberInvalid" },
        { path: ["id_number"], message: "idNumberInvalid" },
      ],
    ],
  ])("%s → %p", (_label, overrides, expected) => {
    expect(issues(touristForm, { ...valid, ...overrides })).toEqual(expected);
  });

  it("requires an ID number", () => {
    expect(firstMessageAt(touristForm, { ...valid, id_number: "" }, "id_number")).toBe(
      "idNumberRequired",
    );
  });

  // An unknown ID type or a non-string number is a field issue like any other, never a throw
  // inside the ID check (which would answer POST /api/account/tourist with 500)
  it.each<[string, Record<string, unknown>, string]>([
    ["empty ID type", { id_type: "" }, "id_type"],
    ["ID type below int32", { id_type: -2147483649 }, "id_type"],
    ["ID type 1e308", { id_type: 1e308 }, "id_type"],
    ["ID type as an object", { id_type: {} }, "id_type"],
    ["ID number as a number", { id_number: 1e308 }, "id_number"],
    ["ID number null", { id_number: null }, "id_number"],
    ["ID number as an array", { id_number: ["11010519491231002X"] }, "id_number"],
  ])("%s → an issue at that field, no exception", (_label, overrides, field) => {
    const result = touristForm.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe("§5 Address form: name, phone, district, detailed address and e-mail required; e-mail valid", () => {
  const valid = {
    name: "Zhang San",
    country_code: "86",
    phone: "13800138000",
    district: "Chaoyang",
    address: "1 Jianguo Road",
    email: "zhang@example.com",
  };

  it("accepts a complete address with defaults filled in", () => {
    const result = addressForm.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      region: "",
      is_default: false,
      email: "zhang@example.com",
    });
  });

  it.each([
    ["name", "", "required"],
    ["name", "   ", "required"],
    ["phone", "", "phoneRequired"],
    ["phone", "12345", "phoneInvalid"],
    ["district", "", "required"],
    ["address", "", "required"],
    ["address", "   ", "required"],
    ["email", "", "emailRequired"],
    ["email", "zhang@example", "emailInvalid"],
    ["email", "zhang@example.info", "emailInvalid"],
  ])("%s = %p → %s at %s", (field, value, message) => {
    const found = issues(addressForm, { ...valid, [field]: value });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.path.join(".") === field)).toBe(true);
    expect(found[0]?.message).toBe(message);
  });
});

describe("§7 Account calls: POST accounts/signin identity types (1 password, 2 phone code, 3 guest): signinBody", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    [
      "1 password by e-mail",
      { identity_type: 1, username: "ada@example.com", password: "whatever" },
      true,
    ],
    [
      "1 password by phone with captcha",
      {
        identity_type: 1,
        username: "13800138000",
        country_code: "86",
        password: "x",
        ticket: "t",
        randstr: "r",
      },
      true,
    ],
    [
      "2 phone and code",
      { identity_type: 2, country_code: "86", phone: "13800138000", code: "123456" },
      true,
    ],
    [
      "2 phone without a calling code (defaults to 86)",
      { identity_type: 2, phone: "13800138000", code: "123456" },
      true,
    ],
    ["3 guest", { identity_type: 3 }, true],
    ["0", { identity_type: 0 }, false],
    ["4", { identity_type: 4, username: "ada@example.com", password: "whatever" }, false],
    [
      "identity type as a string",
      { identity_type: "1", username: "ada@example.com", password: "whatever" },
      false,
    ],
    ["no identity type", { username: "ada@example.com", password: "whatever" }, false],
    ["1 without a username", { identity_type: 1, username: "", password: "whatever" }, false],
    [
      "1 without a password",
      { identity_type: 1, username: "ada@example.com", password: "" },
      false,
    ],
    [
      "2 with a 5-digit code",
      { identity_type: 2, country_code: "86", phone: "13800138000", code: "12345" },
      false,
    ],
    [
      "2 with a bad phone",
      { identity_type: 2, country_code: "86", phone: "12345", code: "123456" },
      false,
    ],
  ])("%s → %p", (_label, body, accepted) => {
    expect(signinBody.safeParse(body).success).toBe(accepted);
  });
});

describe("§7 POST accounts/verification_code_send (to a phone or an e-mail): codeSendBody", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "mainland phone",
      { purpose: "signin", channel: "phone", country_code: "86", phone: "138 0013 8000" },
      { channel: "phone", country_code: "86", phone: "13800138000" },
    ],
    [
      "Hong Kong phone",
      { purpose: "signup", channel: "phone", country_code: "852", phone: "9123-4567" },
      { channel: "phone", country_code: "852", phone: "91234567" },
    ],
    [
      "phone without a calling code",
      { purpose: "reset", channel: "phone", phone: "13800138000" },
      { country_code: "86", phone: "13800138000" },
    ],
    [
      "e-mail",
      { purpose: "reset", channel: "email", email: " Ada@Example.COM " },
      { channel: "email", email: "ada@example.com" },
    ],
  ])("accepts %s", (_label, body, expected) => {
    const result = codeSendBody.safeParse(body);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    [
      "bad mainland phone",
      { purpose: "signin", channel: "phone", country_code: "86", phone: "12345" },
    ],
    [
      "unknown calling code",
      { purpose: "signin", channel: "phone", country_code: "999", phone: "7911123456" },
    ],
    ["empty phone", { purpose: "signin", channel: "phone", country_code: "86", phone: "" }],
    ["bad e-mail", { purpose: "signin", channel: "email", email: "ada@example" }],
    [
      "e-mail channel with a phone",
      { purpose: "signin", channel: "email", country_code: "86", phone: "13800138000" },
    ],
    [
      "unknown channel",
      { purpose: "signin", channel: "sms", country_code: "86", phone: "13800138000" },
    ],
    [
      "unknown purpose",
      { purpose: "login", channel: "phone", country_code: "86", phone: "13800138000" },
    ],
    ["no purpose", { channel: "email", email: "ada@example.com" }],
  ])("refuses %s", (_label, body) => {
    expect(codeSendBody.safeParse(body).success).toBe(false);
  });
});
