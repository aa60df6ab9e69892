// Spec §3 Traveller identity types and §5 "ID number formats (must match the chosen type)".

/** 1 ID, 2 Passport, 3 HK and Macau Pass, 4 Taiwan Pass, 5 Home Return Permit, 6 Taiwan Compatriot
 *  Certificate, 7 Military or officer ID, 8 Soldier ID, 9 Birth certificate. */
export const ID_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type IdType = (typeof ID_TYPES)[number];
/** Types 7, 8 and 9 are excluded from selection. */
export const SELECTABLE_ID_TYPES = [1, 2, 3, 4, 5, 6] as const satisfies readonly IdType[];
/** Type 1: the mainland ID card, whose number carries a GB 11643 check character. */
const MAINLAND_ID_CARD: IdType = 1;
export const DEFAULT_ID_TYPE: IdType = MAINLAND_ID_CARD;

const PATTERNS: Record<IdType, readonly RegExp[]> = {
  // 18 alphanumeric: 17 digits and a check character (digit or X)
  1: [/^\d{17}[\dX]$/],
  // several passport formats: Chinese (E/G/D/S/P + 8 digits, E + letter + 7 digits), and the
  // common international shapes (1–2 letters + 6–8 digits, 9 digits)
  2: [/^[EGDSP]\d{8}$/, /^E[A-HJ-NP-Z]\d{7}$/, /^[A-Z]{1,2}\d{6,8}$/, /^\d{9}$/],
  // 9 alphanumeric
  3: [/^[A-Z][A-Z0-9]{8}$/],
  4: [/^[A-Z][A-Z0-9]{8}$/],
  5: [/^[HM]\d{8}(\d{2})?$/],
  // 8 digits
  6: [/^\d{8}$/],
  7: [/^[A-Z0-9]{4,30}$/],
  8: [/^[A-Z0-9]{4,30}$/],
  9: [/^[A-Z0-9]{4,30}$/],
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = "10X98765432";

/** GB 11643 check character of a mainland ID number. */
function idCardChecksumOk(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11] === value[17];
}

export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s()（）-]/g, "").toUpperCase();
}

/** Whether `number` is a well-formed document number of `type`. */
export function isIdNumberFormat(type: IdType, number: string): boolean {
  const value = normaliseIdNumber(number);
  if (!PATTERNS[type].some((re) => re.test(value))) return false;
  return type === MAINLAND_ID_CARD ? idCardChecksumOk(value) : true;
}

/** Whether `value` is one of the selectable types (a rule keyed by type may read it only then). */
export function isSelectableIdType(value: unknown): value is IdType {
  return (SELECTABLE_ID_TYPES as readonly unknown[]).includes(value);
}
