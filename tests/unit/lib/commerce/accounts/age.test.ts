import { ageGroup, ageOn, needsGuardian } from "@/lib/commerce/accounts/age";

describe("§9 ages: adult at 18, children's privacy age 13; §6 minors need a guardian", () => {
  it.each<[string, string, string, number | null]>([
    ["born today", "2026-11-23", "2026-11-23", 0],
    ["the day before the 18th birthday", "2008-11-24", "2026-11-23", 17],
    ["on the 18th birthday", "2008-11-23", "2026-11-23", 18],
    ["29 February, common year, 28 February", "2008-02-29", "2026-02-28", 17],
    ["29 February, common year, 1 March", "2008-02-29", "2026-03-01", 18],
    ["a future date", "2027-01-01", "2026-11-23", null],
    ["not a date", "23/11/2008", "2026-11-23", null],
    ["month 13", "2008-13-01", "2026-11-23", null],
  ])("ageOn: %s", (_, birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it.each<[string, string, string | null, boolean]>([
    ["12 years old: a child (and a minor)", "2014-01-01", "child", true],
    ["13 on the day: a minor, no longer a child", "2013-11-23", "minor", true],
    ["17 years old: a minor", "2009-06-01", "minor", true],
    ["18 on the day: an adult", "2008-11-23", "adult", false],
    ["40 years old: an adult", "1986-05-05", "adult", false],
    ["unreadable: no group, no notice", "", null, false],
  ])("%s", (_, birth, group, guardian) => {
    expect(ageGroup(birth, "2026-11-23")).toBe(group);
    expect(needsGuardian(birth, "2026-11-23")).toBe(guardian);
  });
});
