// Spec §1 login options (guest, Google, e-mail, phone with password or code) and §6 roles, as each
// brand allows them (brands.json loginWays, platforms.login_ways): which auth page and which
// upstream credential step a brand offers. A brand without e-mail and phone (vistara: guest only)
// has no password accounts — registering one would make an account that can never sign in again.

/** §7 accounts/signin and signup identity_type: 1 e-mail or phone with a password, 2 phone with a code, 3 guest. */
export const IDENTITY_TYPE = { password: 1, phoneCode: 2, guest: 3 } as const;
type IdentityType = (typeof IDENTITY_TYPE)[keyof typeof IDENTITY_TYPE];

/** Whether the brand has accounts with a password or a code (e-mail or phone sign-in). */
function hasPasswordAccounts(ways: readonly string[]): boolean {
  return ways.includes("email") || ways.includes("phone");
}

/** The auth pages behind a way: register (e-mail form, which keeps a mobile too), register-tk (phone + code), login (password), password reset. */
export type AuthPage = "register" | "registerPhone" | "login" | "passwordReset" | "passwordReset2";

/** Whether a brand offers an auth page (the page otherwise says so and points to the ways it has). */
export function authPageOpen(page: AuthPage, ways: readonly string[]): boolean {
  if (page === "registerPhone") return ways.includes("phone");
  if (page === "passwordReset2") return ways.includes("email");
  return hasPasswordAccounts(ways);
}

/** An upstream credential step, by what it creates or signs in to. */
export type CredentialStep =
  | { kind: "signup"; identityType: Exclude<IdentityType, typeof IDENTITY_TYPE.guest> }
  | { kind: "signin"; identityType: IdentityType }
  | { kind: "code"; channel: "email" | "phone" }
  | { kind: "reset"; channel: "email" | "phone" };

/**
 * Whether the brand allows a credential step — the upstream refuses the rest (30020), so no page
 * and no direct call makes an account the brand cannot sign in to. Guest sign-in needs "guest";
 * phone + code (sign-in or sign-up) needs "phone"; the e-mail registration form, password sign-in,
 * codes and resets need password accounts (e-mail or phone), a phone code or reset needs "phone".
 */
export function allowsStep(step: CredentialStep, ways: readonly string[]): boolean {
  if (step.kind === "signin" && step.identityType === IDENTITY_TYPE.guest)
    return ways.includes("guest");
  if (
    (step.kind === "signin" || step.kind === "signup") &&
    step.identityType === IDENTITY_TYPE.phoneCode
  )
    return ways.includes("phone");
  if ((step.kind === "code" || step.kind === "reset") && step.channel === "phone")
    return ways.includes("phone");
  return hasPasswordAccounts(ways);
}
