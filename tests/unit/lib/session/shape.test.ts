import { readSessionResponse, sessionUserOf } from "@/lib/session/shape";

describe("readSessionResponse (the browser's view of /api/session)", () => {
  it.each([
    [{ user: { id: 7, name: "Mei" } }, { user: { id: 7, name: "Mei" } }],
    [{ user: null }, { user: null }],
    [{ user: { id: "7", name: "Mei" } }, { user: null }],
    [{ user: { id: 1.5, name: "x" } }, { user: null }],
    [null, { user: null }],
    ["<html>", { user: null }],
    [{}, { user: null }],
  ])("%j → %j", (input, output) => {
    expect(readSessionResponse(input)).toEqual(output);
  });
});

// §6 the header's name for the signed-in person; one rule for /api/session and the server's header
describe("sessionUserOf", () => {
  type Account = Parameters<typeof sessionUserOf>[0];
  const account: Account = {
    id: 3,
    nickname: "",
    first_name: "Mei",
    last_name: "Chan",
    email: "mei@example.com",
    phone: "+85251234567",
  };
  it.each<[string, Partial<Account>, string]>([
    ["nickname first", { nickname: "Mimi" }, "Mimi"],
    ["else the full name", {}, "Mei Chan"],
    ["one name", { last_name: "" }, "Mei"],
    ["else the e-mail", { first_name: "", last_name: "" }, "mei@example.com"],
    ["else the phone", { first_name: "", last_name: "", email: null }, "+85251234567"],
    ["else nothing", { first_name: "", last_name: "", email: null, phone: null }, ""],
  ])("%s", (_label, overrides, name) => {
    expect(sessionUserOf({ ...account, ...overrides })).toEqual({ id: 3, name });
  });
});
