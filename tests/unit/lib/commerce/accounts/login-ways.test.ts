import {
  allowsStep,
  authPageOpen,
  type AuthPage,
  type CredentialStep,
} from "@/lib/commerce/accounts/login-ways";

// Spec §1 login options and §6 roles per brand (brands.json loginWays). Vistara allows
// guest sign-in only, yet /auth/register made an e-mail account that could never sign in again.
const GUEST = ["guest"];
const KRAFT = ["phone", "google", "guest"];
const WWW = ["email", "google", "guest"];
const ALL = ["phone", "email", "google", "guest"];

describe("authPageOpen", () => {
  it.each<[AuthPage, string[], boolean]>([
    ["register", GUEST, false],
    ["registerPhone", GUEST, false],
    ["login", GUEST, false],
    ["passwordReset", GUEST, false],
    ["passwordReset2", GUEST, false],
    ["register", KRAFT, true],
    ["registerPhone", KRAFT, true],
    ["passwordReset2", KRAFT, false],
    ["registerPhone", WWW, false],
    ["passwordReset2", WWW, true],
    ["register", ALL, true],
  ])("%s with %p → %s", (page, ways, open) => expect(authPageOpen(page, ways)).toBe(open));
});

describe("allowsStep (the upstream's refusal, 30020)", () => {
  it.each<[string, CredentialStep, string[], boolean]>([
    ["guest sign-in on a guest-only brand", { kind: "signin", identityType: 3 }, GUEST, true],
    [
      "e-mail registration on a guest-only brand",
      { kind: "signup", identityType: 1 },
      GUEST,
      false,
    ],
    ["phone registration on a guest-only brand", { kind: "signup", identityType: 2 }, GUEST, false],
    ["password sign-in on a guest-only brand", { kind: "signin", identityType: 1 }, GUEST, false],
    ["a phone code on a guest-only brand", { kind: "code", channel: "phone" }, GUEST, false],
    ["an e-mail code on a guest-only brand", { kind: "code", channel: "email" }, GUEST, false],
    ["a reset mail on a guest-only brand", { kind: "reset", channel: "email" }, GUEST, false],
    [
      "guest sign-in where guests are not offered",
      { kind: "signin", identityType: 3 },
      ["email", "phone"],
      false,
    ],
    ["phone code sign-in on an e-mail brand", { kind: "signin", identityType: 2 }, WWW, false],
    [
      "e-mail registration on a phone brand (it keeps the mobile)",
      { kind: "signup", identityType: 1 },
      KRAFT,
      true,
    ],
    ["phone registration on a phone brand", { kind: "signup", identityType: 2 }, KRAFT, true],
    ["everything on the default brand", { kind: "reset", channel: "phone" }, ALL, true],
  ])("%s → %s", (_n, step, ways, allowed) => expect(allowsStep(step, ways)).toBe(allowed));
});
