import {
  isIdNumberFormat,
  normaliseIdNumber,
  type IdType,
} from "@/lib/commerce/accounts/identity-documents";
import { selectableIdType } from "@/lib/commerce/accounts/account-forms.schema";

const VALID_ID_CARD = "11010519491231002X";

describe("§5 ID number formats: must match the chosen type (§3 Traveller identity types)", () => {
  it.each<[IdType, string, boolean]>([
    // 1 ID: 18 characters, 17 digits and a GB 11643 check character
    [1, VALID_ID_CARD, true],
    [1, "11010519491231002x", true],
    [1, "110105 19491231 002X", true],
    [1, "110105194912310020", false],
    [1, "110105194912310021", false],
    [1, "11010519491231002Y", false],
    [1, "11010519491231002", false],
    [1, "11010519491231002XX", false],
    [1, "A1010519491231002X", false],
    [1, "110101199003074477", true],
    [1, "110101199003074478", false],
    [1, "E12345678", false],
    [1, "", false],
    // 2 Passport: several formats
    [2, "E12345678", true],
    [2, "e12345678", true],
    [2, "EA1234567", true],
    [2, "G12345678", true],
    [2, "123456789", true],
    [2, "AB1234567", true],
    [2, "12345678", false],
    [2, "1234567890", false],
    [2, "ABC123456", false],
    [2, "E12345678X", false],
    [2, "E1234.5678", false],
    [2, "E123", false],
    [2, "", false],
    // 3 HK and Macau Pass, 4 Taiwan Pass: 9 alphanumeric
    [3, "C12345678", true],
    [3, "CA1234567", true],
    [3, "c12345678", true],
    [3, "C1234567", false],
    [3, "C123456789", false],
    [3, "C1234567!", false],
    [4, "T12345678", true],
    [4, "L12345678", true],
    [4, "T1234567", false],
    [4, "T123456789", false],
    // 5 Home Return Permit: H or M + 8 or 10 digits
    [5, "H12345678", true],
    [5, "M1234567890", true],
    [5, "h12345678", true],
    [5, "H123456789", false],
    [5, "H1234567", false],
    [5, "H12345678901", false],
    [5, "A12345678", false],
    // 6 Taiwan Compatriot Certificate: 8 digits
    [6, "12345678", true],
    [6, "1234567", false],
    [6, "123456789", false],
    [6, "A1234567", false],
    // 7-9 exist as types (not selectable): loosely alphanumeric
    [7, "JUN1234", true],
    [7, "AB!", false],
    [8, "SB12345", true],
    [9, "O123456789", true],
    [9, "", false],
  ])("type %i %p → %p", (type, number, expected) => {
    expect(isIdNumberFormat(type, number)).toBe(expected);
  });

  it("changing any single digit of a valid ID number breaks the checksum", () => {
    for (let i = 0; i < 17; i++) {
      const digit = Number(VALID_ID_CARD[i]);
      const changed = `${VALID_ID_CARD.slice(0, i)}${(digit + 1) % 10}${VALID_ID_CARD.slice(i + 1)}`;
      expect(isIdNumberFormat(1, changed)).toBe(false);
    }
  });

  it.each([
    ["11010519491231002x", "11010519491231002X"],
    [" e1234 5678 ", "E12345678"],
    ["H1234-5678", "H12345678"],
    ["(C12345678)", "C12345678"],
    ["（C12345678）", "C12345678"],
  ])("normaliseIdNumber %p → %p", (input, expected) => {
    expect(normaliseIdNumber(input)).toBe(expected);
  });
});

describe("§3 Traveller identity types: 7, 8, 9 excluded from selection; default is 1", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    ["2", 2],
  ])("selectableIdType accepts %p → %p", (input, expected) => {
    const result = selectableIdType.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toBe(expected);
  });

  it.each([[7], [8], [9], [0], [10], [-1], [1.5], ["passport"]])(
    "selectableIdType refuses %p",
    (input) => {
      const result = selectableIdType.safeParse(input);
      expect(result.success).toBe(false);
    },
  );

  it.each([[7], [8], [9]])("type %p is refused with idTypeInvalid", (input) => {
    const result = selectableIdType.safeParse(input);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["idTypeInvalid"]);
  });
});
