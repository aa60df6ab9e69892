import { render, screen, within } from "@testing-library/react";
import { ReviewItem } from "@/components/product/review-item";
import { ReviewSummary } from "@/components/product/review-summary";
import {
  hasInclusions,
  hasItinerary,
  Inclusions,
  Itinerary,
} from "@/components/product/trip-facts";

// The product page's review summary, each review's five stars, and a tour's inclusions
// and itinerary (server components: plain render).

const words = {
  average: (r: string) => `${r} out of 5`,
  count: (n: number) => `${n} reviews`,
  stars: (r: string) => `${r} out of 5 stars`,
  bar: (stars: number, count: number) => `${stars} stars: ${count}`,
  histogram: "Ratings by stars",
  booked: "1,234 booked",
};

describe("ReviewSummary", () => {
  it("shows the average, the count, how many booked and a 5-to-1 histogram named in words", () => {
    render(
      <ReviewSummary
        histogram={[
          { rating: 5, count: 12 },
          { rating: 4, count: 3 },
          { rating: 3, count: 0 },
          { rating: 2, count: 0 },
          { rating: 1, count: 1 },
        ]}
        words={words}
      />,
    );
    const summary = screen.getByTestId("review-summary");
    expect(summary.getAttribute("data-average")).toBe("4.6");
    expect(within(summary).getByText("16 reviews")).toBeTruthy();
    expect(within(summary).getByTestId("booked").textContent).toContain("1,234 booked");
    const list = screen.getByRole("list", { name: "Ratings by stars" });
    const bars = within(list).getAllByRole("listitem");
    expect(bars.map((b) => b.getAttribute("data-rating"))).toEqual(["5", "4", "3", "2", "1"]);
    // each bar is named in words for screen readers
    expect(within(bars[0]!).getByText("5 stars: 12")).toBeTruthy();
    expect(within(bars[2]!).getByText("3 stars: 0")).toBeTruthy();
    expect(within(bars[4]!).getByText("1 stars: 1")).toBeTruthy();
    // the drawn bar's length is the share of all reviews
    const fill = (b: HTMLElement) =>
      (b.querySelector(".hbar-track > span") as HTMLElement).style.width;
    expect(bars.map(fill)).toEqual(["75%", "19%", "0%", "0%", "6%"]);
    const average = screen.getByRole("img", { name: "4.6 out of 5 stars" });
    // 4.6 is nearer 4.5 than 5: four full stars and a half, never five full
    const marks = [...average.querySelectorAll("span")].map((m) => m.dataset.mark);
    expect(marks).toEqual(["full", "full", "full", "full", "half"]);
  });

  it("says nothing about bookings when there is no sales count", () => {
    render(
      <ReviewSummary histogram={[{ rating: 5, count: 1 }]} words={{ ...words, booked: null }} />,
    );
    expect(screen.queryByTestId("booked")).toBeNull();
  });
});

describe("ReviewItem", () => {
  it.each([
    [4, 4, 1],
    [5, 5, 0],
    [1, 1, 4],
  ])("a %i-star review shows five stars: %i filled, %i empty", (rating, filled, empty) => {
    render(
      <ul>
        <ReviewItem
          review={{ rating, user_name: "Mei", content: "Lovely", images: [] }}
          starsLabel={`${rating} out of 5 stars`}
          photoLabel="Reviewer's photo"
        />
      </ul>,
    );
    const stars = screen.getByRole("img", { name: `${rating} out of 5 stars` });
    const marks = [...stars.querySelectorAll("span")];
    expect(marks).toHaveLength(5);
    expect(marks.filter((m) => m.className.includes("text-accent"))).toHaveLength(filled);
    expect(marks.filter((m) => m.className.includes("text-line"))).toHaveLength(empty);
  });

  it("shows the reviewer's photos", () => {
    render(
      <ul>
        <ReviewItem
          review={{ rating: 5, user_name: "Mei", content: "Lovely", images: ["/media/a.svg"] }}
          starsLabel="5 out of 5 stars"
          photoLabel="Reviewer's photo"
        />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Reviewer's photo" })).toBeTruthy();
  });
});

describe("a tour's inclusions and itinerary", () => {
  const tour = {
    duration: "About 9 hours",
    included: ["Licensed local guide", "Lunch"],
    excluded: ["Tips"],
    itinerary: [
      { time: "08:30", title: "Hotel pick-up", detail: "In the lobby." },
      { time: "", title: "Back at your hotel", detail: "" },
    ],
  };

  it("lists what is included and not, with the duration", () => {
    render(
      <Inclusions
        product={tour}
        words={{
          duration: "Duration: About 9 hours",
          included: "Included",
          excluded: "Not included",
        }}
      />,
    );
    expect(screen.getByTestId("duration").textContent).toBe("Duration: About 9 hours");
    expect(screen.getByRole("heading", { name: "Included" })).toBeTruthy();
    expect(within(screen.getByTestId("included")).getAllByRole("listitem")).toHaveLength(2);
    expect(within(screen.getByTestId("excluded")).getByText("Tips")).toBeTruthy();
  });

  it("draws the itinerary as an ordered list with times where known", () => {
    render(<Itinerary stops={tour.itinerary} />);
    const list = screen.getByTestId("itinerary");
    expect(list.tagName).toBe("OL");
    const stops = within(list).getAllByRole("listitem");
    expect(stops.map((s) => s.querySelector("time")?.textContent ?? null)).toEqual(["08:30", null]);
    expect(stops[0]!.textContent).toContain("Hotel pick-up");
    expect(stops[0]!.textContent).toContain("In the lobby.");
  });

  it.each([
    [{ duration: "", included: [], excluded: [], itinerary: [] }, false, false],
    [{ duration: "3 hours", included: [], excluded: [], itinerary: [] }, true, false],
    [{ duration: "", included: [], excluded: ["Tips"], itinerary: [] }, true, false],
    [tour, true, true],
  ])("sections shown for %j: inclusions %p, itinerary %p", (p, inclusions, itinerary) => {
    expect(hasInclusions(p)).toBe(inclusions);
    expect(hasItinerary(p)).toBe(itinerary);
  });
});
