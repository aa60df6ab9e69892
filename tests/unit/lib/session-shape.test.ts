import { readSessionResponse } from "@/lib/session-shape";

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
