// Spec §5 (validation): text from outside (queries, bodies, paths) may not carry control characters
// or broken UTF-16. A NUL byte has no place in a name and PostgreSQL cannot store it; a lone
// surrogate cannot be encoded as UTF-8 at all — either used to reach the database and answer 500.
// One primitive for both programs: the upstream refuses such a value with 400 / 40000, the
// storefront's forms and route handlers refuse it with the same message key before sending it.
import { z } from "zod";
import { CLEAN_MULTILINE, CLEAN_TEXT, codePointLength } from "./text";

export type CleanTextOptions = {
  /** most code points after trimming */
  max: number;
  /** fewest code points after trimming (default 0: may be empty) */
  min?: number;
  /** allow line feeds and tabs (notes, descriptions); CR LF and CR are read as LF */
  multiline?: boolean;
  /** message keys ("validation" in messages/*.json) for the three failures */
  messages?: { required?: string; tooLong?: string; invalid?: string };
};

/**
 * Free text from outside: trimmed, then refused when it holds a control character or a lone
 * surrogate ("invalidCharacters"), is shorter than `min` ("required") or longer than `max`
 * ("tooLong"). The document carries `pattern`, `maxLength` and `minLength`, so the published
 * contract says the same. Chain `.optional()`/`.default()` freely; chaining another check drops
 * the document's lengths (the contract test notices).
 */
export function cleanText({ max, min = 0, multiline = false, messages = {} }: CleanTextOptions) {
  const pattern = multiline ? CLEAN_MULTILINE : CLEAN_TEXT;
  let schema = z.string();
  if (multiline) schema = schema.overwrite((v) => v.replace(/\r\n?/g, "\n"));
  schema = schema
    .trim()
    .regex(pattern, messages.invalid ?? "invalidCharacters")
    .refine((v) => codePointLength(v) <= max, messages.tooLong ?? "tooLong");
  if (min > 0)
    schema = schema.refine((v) => codePointLength(v) >= min, messages.required ?? "required");
  return schema.meta({ maxLength: max, ...(min > 0 ? { minLength: min } : {}) });
}
