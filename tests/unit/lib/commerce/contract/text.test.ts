import {
  CLEAN_MULTILINE,
  CLEAN_TEXT,
  codePointLength,
  isCleanText,
  isPrintable,
} from "@/lib/commerce/contract/text";
import { cleanText } from "@/lib/commerce/contract/text.schema";

describe("text from outside carries no control characters (upstream 40000, storefront drops it)", () => {
  it.each([
    ["tea", true],
    ["京都 day trip — 2 pax", true],
    ["😀", true],
    ["", true],
    ["\u0000", false],
    ["a\nb", false],
    ["\u001b[31m", false],
    ["\u007f", false],
    ["\u0085", false], // C1 next line
    ["\u009f", false],
    ["\u00a0", true], // no-break space is text
  ])("%j → %s", (text, ok) => {
    expect(isPrintable(text)).toBe(ok);
  });
});

describe("spec §5 validation: cleanText, the one primitive for free text", () => {
  const line = cleanText({ min: 1, max: 5 });
  const note = cleanText({ max: 5, multiline: true });
  const issue = (schema: typeof line, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? { ok: result.data } : { refused: result.error.issues[0]?.message };
  };

  it.each<[string, unknown, object]>([
    ["plain", "tea", { ok: "tea" }],
    ["trimmed", "  tea \t", { ok: "tea" }],
    ["NUL inside", "a\u0000b", { refused: "invalidCharacters" }],
    ["NUL alone", "\u0000", { refused: "invalidCharacters" }],
    ["C1 next line", "a\u0085", { refused: "invalidCharacters" }],
    ["C1 last", "\u009f", { refused: "invalidCharacters" }],
    ["DEL", "a\u007f", { refused: "invalidCharacters" }],
    ["escape sequence", "\u001b[2J", { refused: "invalidCharacters" }],
    ["line feed in one line", "a\nb", { refused: "invalidCharacters" }],
    ["lone high surrogate", "\ud800", { refused: "invalidCharacters" }],
    ["lone low surrogate first", "\udc00a", { refused: "invalidCharacters" }],
    ["high surrogate before a letter", "\ud800a", { refused: "invalidCharacters" }],
    ["a valid pair: emoji", "ok😀", { ok: "ok😀" }],
    ["five emoji are five characters", "😀😀😀😀😀", { ok: "😀😀😀😀😀" }],
    ["six emoji are too long", "😀😀😀😀😀😀", { refused: "tooLong" }],
    ["CJK", "京都一日游", { ok: "京都一日游" }],
    ["CJK overlong", "京都一日游览", { refused: "tooLong" }],
    ["whitespace only", " \u3000 ", { refused: "required" }],
    ["empty", "", { refused: "required" }],
    ["not a string", 5, { refused: expect.any(String) }],
  ])("one line, 1–5: %s", (_, value, expected) => {
    expect(issue(line, value)).toEqual(expected);
  });

  it.each<[string, unknown, object]>([
    ["line feed and tab", "a\n\tb", { ok: "a\n\tb" }],
    ["CR LF read as LF", "a\r\nb", { ok: "a\nb" }],
    ["empty allowed without min", "", { ok: "" }],
    ["NUL still refused", "a\u0000", { refused: "invalidCharacters" }],
    ["vertical tab refused", "a\u000bb", { refused: "invalidCharacters" }],
    ["lone surrogate refused", "a\udfff", { refused: "invalidCharacters" }],
  ])("multiline: %s", (_, value, expected) => {
    expect(issue(note, value)).toEqual(expected);
  });

  it("uses the caller's message keys", () => {
    const reason = cleanText({
      min: 1,
      max: 3,
      messages: { required: "reasonRequired", tooLong: "reasonTooLong" },
    });
    expect(reason.safeParse("").error?.issues[0]?.message).toBe("reasonRequired");
    expect(reason.safeParse("abcd").error?.issues[0]?.message).toBe("reasonTooLong");
  });

  it.each([
    ["ok😀京", true, true],
    ["\u0000", false, false],
    ["\ud800", false, false],
    ["a\nb", false, true],
  ])(
    "the published patterns read the same with the u flag (JSON Schema validators): %j",
    (text, oneLine, multiline) => {
      expect(new RegExp(CLEAN_TEXT.source, "u").test(text)).toBe(oneLine);
      expect(new RegExp(CLEAN_MULTILINE.source, "u").test(text)).toBe(multiline);
    },
  );

  it("counts code points", () => {
    expect(codePointLength("a😀京")).toBe(3);
  });
});

// Spec §5 validation: one line of text carries no control character and no lone surrogate; notes
// and descriptions may also hold line feeds and tabs.
describe("spec §5 validation: isCleanText, one line or several", () => {
  it.each<[string, boolean, boolean, string]>([
    ["plain text", true, true, "Victoria Peak 太平山 🚡"],
    ["nothing", true, true, ""],
    ["a line feed", false, true, "first\nsecond"],
    ["a tab", false, true, "a\tb"],
    ["a carriage return", false, false, "a\rb"],
    ["NUL", false, false, "a\u0000b"],
    ["DEL", false, false, "a\u007fb"],
    ["a C1 control", false, false, "a\u0085b"],
    ["a lone high surrogate", false, false, "a\ud83db"],
    ["a lone low surrogate", false, false, "a\ude00b"],
    ["a surrogate pair (one emoji)", true, true, "a\ud83d\ude00b"],
  ])("%s: one line %s, several %s", (_label, line, lines, text) => {
    expect(isCleanText(text)).toBe(line);
    expect(isCleanText(text, true)).toBe(lines);
  });
});
