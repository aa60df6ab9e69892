import { isMaskedHandle, maskIdNumber, personName } from "@/lib/commerce/accounts/personal-data";

// §3 Traveller identity types: a document number shows only its last four
// characters in every view; a masked phone is never a person's name.
describe("maskIdNumber (§3 identity types: passport, ID, passes)", () => {
  it.each<[string, string]>([
    ["E12345678", "•••••5678"],
    ["110101199003071234", "••••••1234"],
    ["H12345678", "•••••5678"],
    ["12345678", "••••5678"],
    ["1234", "•••4"],
    ["", ""],
    ["•••••5678", "•••••5678"],
  ])("%s → %s", (number, shown) => expect(maskIdNumber(number)).toBe(shown));
});

describe("personName: a contact name or greeting is a name, never a masked phone", () => {
  it.each<[string, Parameters<typeof personName>[0], boolean, string]>([
    [
      "full name, en",
      { first_name: "Ada", last_name: "Chan", nickname: "Ada C." },
      false,
      "Ada Chan",
    ],
    [
      "full name, family first",
      { first_name: "Ada", last_name: "Chan", nickname: "" },
      true,
      "Chan Ada",
    ],
    ["a chosen nickname", { first_name: "", last_name: "", nickname: "ada" }, false, "ada"],
    [
      "phone sign-up: masked phone handle",
      { first_name: "", last_name: "", nickname: "****6194" },
      false,
      "",
    ],
    ["a bare phone number", { nickname: "13800138000" }, false, ""],
    ["nothing", {}, false, ""],
  ])("%s", (_n, account, familyFirst, name) => expect(personName(account, familyFirst)).toBe(name));

  it.each<[string, boolean]>([
    ["****6194", true],
    ["•••6194", true],
    ["+86 138 0013 8000", true],
    ["Jane D.", false],
    ["Guest", false],
  ])("isMaskedHandle(%s) → %s", (v, masked) => expect(isMaskedHandle(v)).toBe(masked));
});
