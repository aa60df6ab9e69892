// Text from outside (queries, bodies, paths) may not carry control characters: a NUL or an escape
// sequence has no place in a keyword, a name or a URL, and the upstream refuses it (40000).
// One rule for both programs: the storefront drops such a value where the upstream would refuse it.

/** No C0 or C1 control character (NUL and DEL included). */
export const PRINTABLE = /^[^\u0000-\u001f\u007f-\u009f]*$/;

export function isPrintable(text: string): boolean {
  return PRINTABLE.test(text);
}
