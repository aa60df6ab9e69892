/** @jest-environment node */
import { bool, fields, int, list, nullable, num, oneOf, str, Unreadable } from "@/lib/client/read";

// The hand readers of pages that load no zod: each returns what it was given when it has the
// shape, and throws (as a schema's parse does) when not — so readApi maps it to a failed read.
describe("lib/client/read", () => {
  it.each<[string, () => unknown, unknown]>([
    ["fields of an object", () => fields({ a: 1 }), { a: 1 }],
    ["a number", () => num(1.5), 1.5],
    ["a whole number", () => int(-3), -3],
    ["a string", () => str(""), ""],
    ["a boolean", () => bool(false), false],
    ["a list of whole numbers", () => list([1, 2], int), [1, 2]],
    ["null where nullable", () => nullable(str)(null), null],
    ["a value where nullable", () => nullable(str)("x"), "x"],
    ["one of the allowed", () => oneOf(["a", "b"])("b"), "b"],
  ])("reads %s", (_name, read, expected) => {
    expect(read()).toEqual(expected);
  });

  it.each<[string, () => unknown]>([
    ["an array as fields", () => fields([1])],
    ["null as fields", () => fields(null)],
    ["a string as fields", () => fields("{}")],
    ["NaN as a number", () => num(Number.NaN)],
    ["a numeric string as a number", () => num("1")],
    ["a fraction as a whole number", () => int(1.5)],
    ["a number as a string", () => str(1)],
    ["a string as a boolean", () => bool("true")],
    ["one bad item in a list", () => list([1, "2"], int)],
    ["an object as a list", () => list({ 0: 1 }, int)],
    ["undefined where nullable", () => nullable(str)(undefined)],
    ["a value not allowed", () => oneOf(["a", "b"])("c")],
    ["an inherited key", () => oneOf(["a"])("constructor")],
  ])("refuses %s", (_name, read) => {
    expect(read).toThrow(Unreadable);
  });
});
