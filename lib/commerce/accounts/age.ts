// Spec §6 "Minors need a guardian" and §9 ages: adult age 18; the ticketing policy's children's
// privacy age is 13. Dates are calendar dates "YYYY-MM-DD" in the shop's time zone.

const ADULT_AGE = 18;
const CHILD_PRIVACY_AGE = 13;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a birth date and `today` (both "YYYY-MM-DD"); null for an unreadable or future date. */
export function ageOn(birthDate: string, today: string): number | null {
  const b = DATE.exec(birthDate);
  const t = DATE.exec(today);
  if (!b || !t || birthDate > today) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  if (bm < 1 || bm > 12 || bd < 1 || bd > 31) return null;
  // someone born on 29 February turns a year older on 1 March in common years
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export type AgeGroup = "adult" | "minor" | "child";

/**
 * §6/§9: under 18 is a minor (a guardian must consent and accompany); under 13 is also a child
 * under the privacy policy. Null when the birth date cannot be read (the form reports that).
 */
export function ageGroup(birthDate: string, today: string): AgeGroup | null {
  const age = ageOn(birthDate, today);
  if (age === null) return null;
  if (age < CHILD_PRIVACY_AGE) return "child";
  return age < ADULT_AGE ? "minor" : "adult";
}

/** §6: does this person need a guardian? (children are minors too) */
export function needsGuardian(birthDate: string, today: string): boolean {
  const group = ageGroup(birthDate, today);
  return group === "minor" || group === "child";
}

/** A birthday must not be in the future (checked against the request's `now`). */
export function birthdayNotInFuture(birthday: string, today: string): boolean {
  return birthday <= today;
}
