// Spec §5 (validation): text from outside may not carry control characters or broken UTF-16 (a NUL
// byte PostgreSQL cannot store, a lone surrogate UTF-8 cannot encode). The rules; ./text.schema
// builds the zod schema both programs parse with on them.

/** No C0 or C1 control character (NUL and DEL included). */
const PRINTABLE = /^[^\u0000-\u001f\u007f-\u009f]*$/;

export function isPrintable(text: string): boolean {
  return PRINTABLE.test(text);
}

// Without the `u` flag JavaScript reads UTF-16 units: a surrogate is accepted only as a high one
// followed by a low one. The same source keeps its meaning with the `u` flag (JSON Schema validators
// compile `pattern` with it), where a valid pair is one code point outside the excluded range.
/** One line of text: no control character, no lone surrogate. The pattern the OpenAPI document publishes. */
export const CLEAN_TEXT =
  /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** Notes and descriptions: as CLEAN_TEXT, but line feed and tab are text. */
export const CLEAN_MULTILINE =
  /^(?:[^\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** Length as a person counts it: code points, so an emoji or a CJK extension character is one. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function isCleanText(text: string, multiline = false): boolean {
  return (multiline ? CLEAN_MULTILINE : CLEAN_TEXT).test(text);
}
