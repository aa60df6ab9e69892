// The altcha widget's payload after it solves a challenge: base64 JSON, either v2
// { challenge: { parameters: { salt, … }, signature }, solution } or the older v1 { salt, … }.
// The sign-in retry after 30009 sends it as `ticket` and the challenge salt as `randstr`.
export type CaptchaProof = { ticket: string; randstr: string };

export function captchaProof(payload: unknown): CaptchaProof | null {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 4000) return null;
  try {
    const decoded: unknown = JSON.parse(atob(payload));
    if (typeof decoded !== "object" || decoded === null) return null;
    const v2 = (decoded as { challenge?: { parameters?: { salt?: unknown } } }).challenge
      ?.parameters?.salt;
    const v1 = (decoded as { salt?: unknown }).salt;
    const salt = typeof v2 === "string" ? v2 : v1;
    return typeof salt === "string" && salt.length > 0 && salt.length <= 200
      ? { ticket: payload, randstr: salt }
      : null;
  } catch {
    return null;
  }
}
