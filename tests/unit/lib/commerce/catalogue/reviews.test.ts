import { isReviewSort, reviewSummary, starMarks } from "@/lib/commerce/catalogue/reviews";

// Spec §2 product detail, reviews: the summary above the list — average, count and a
// 5-to-1 star histogram from the upstream's counts per rating — and each review's five stars.
describe("review summary (spec §2 product detail: reviews)", () => {
  it.each([
    {
      name: "counts in any order, a rating without reviews shown as 0",
      counts: [
        { rating: 4, count: 3 },
        { rating: 5, count: 12 },
        { rating: 1, count: 1 },
      ],
      total: 16,
      average: 4.6, // (60 + 12 + 1) / 16 = 4.5625
      bars: [
        [5, 12, 75],
        [4, 3, 19],
        [3, 0, 0],
        [2, 0, 0],
        [1, 1, 6],
      ],
    },
    {
      name: "no reviews: five empty bars, average 0",
      counts: [],
      total: 0,
      average: 0,
      bars: [
        [5, 0, 0],
        [4, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [1, 0, 0],
      ],
    },
    {
      name: "ratings outside 1–5 and empty counts are ignored; a rating given twice adds up",
      counts: [
        { rating: 0, count: 4 },
        { rating: 6, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 2, count: 1 },
      ],
      total: 2,
      average: 2,
      bars: [
        [5, 0, 0],
        [4, 0, 0],
        [3, 0, 0],
        [2, 2, 100],
        [1, 0, 0],
      ],
    },
  ])("$name", ({ counts, total, average, bars }) => {
    const s = reviewSummary(counts);
    expect(s.total).toBe(total);
    expect(s.average).toBe(average);
    expect(s.bars.map((b) => [b.rating, b.count, b.share])).toEqual(bars);
  });

  // spec "Reviews": the average shown with its stars; marks to the nearest half star
  const F = "full",
    H = "half",
    E = "empty";
  it.each([
    [5, [F, F, F, F, F]],
    [4, [F, F, F, F, E]],
    [1, [F, E, E, E, E]],
    [4.5, [F, F, F, F, H]],
    [4.7, [F, F, F, F, H]],
    [4.8, [F, F, F, F, F]],
    [4.6, [F, F, F, F, H]],
    [4.2, [F, F, F, F, E]],
    [4.3, [F, F, F, F, H]],
    [0.5, [H, E, E, E, E]],
    [0, [E, E, E, E, E]],
    [-1, [E, E, E, E, E]],
    [Number.NaN, [E, E, E, E, E]],
    [9, [F, F, F, F, F]],
  ])("a rating of %p shows five marks, full, half then empty: %p", (rating, marks) => {
    expect(starMarks(rating)).toEqual(marks);
  });

  it.each([
    ["default", true],
    ["newest", true],
    ["photos", true],
    ["rating", false],
    ["", false],
    [undefined, false],
  ])("%p is a review order: %p", (v, ok) => {
    expect(isReviewSort(v)).toBe(ok);
  });
});
