import { act, render, screen } from "@testing-library/react";
import { TrustCarousel } from "@/components/home/trust-carousel";
import { CAROUSEL_AUTOPLAY_MS } from "@/lib/commerce/catalogue/home";

// §9 home module 8: one list for phone and desktop — each item once in the page,
// the phone's first three shown one at a time (the others invisible, also to screen readers).
const items = [1, 2, 3, 4].map((id) => ({
  id,
  title: `Trust ${id}`,
  description: `Why ${id}`,
  icon: `/media/trust/${id}.svg`,
}));

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

it("renders each item once and rotates which of the first three the phone shows", () => {
  render(<TrustCarousel items={items} title="Why us" />);
  for (const item of items) expect(screen.getAllByText(item.title)).toHaveLength(1);
  const li = () => screen.getAllByRole("listitem");
  expect(li().map((el) => el.className.includes("max-md:invisible"))).toEqual([
    false,
    true,
    true,
    false,
  ]);
  // the fourth is for wider screens only
  expect(li()[3]).toHaveClass("max-md:hidden");
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
  expect(li().map((el) => el.className.includes("max-md:invisible"))).toEqual([
    true,
    false,
    true,
    false,
  ]);
});
