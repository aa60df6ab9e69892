// Writes lib/commerce/accounts/calling-codes.ts from libphonenumber-js, so the browser gets a 3 KB table
// instead of the library's metadata.
import { writeFileSync } from "node:fs";
import { getCountries, getCountryCallingCode } from "libphonenumber-js";

const rows = getCountries().map((region) => `["${region}","${getCountryCallingCode(region)}"]`);
writeFileSync(
  "lib/commerce/accounts/calling-codes.ts",
  `// Generated from libphonenumber-js (getCountries, getCountryCallingCode): region → calling code.
// Spec §9: the phone country-code list has about 230 regions. Region names come from
// Intl.DisplayNames in the reader's language, so the list needs no translations of its own.
// Regenerate: node --import tsx scripts/gen-calling-codes.ts
export const CALLING_CODES: readonly (readonly [region: string, code: string])[] = [${rows.join(",")}];

export const CALLING_CODE_SET: ReadonlySet<string> = new Set(CALLING_CODES.map(([, code]) => code));
`,
);
