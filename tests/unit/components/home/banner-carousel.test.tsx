import { act, fireEvent, screen } from "@testing-library/react";
import { BannerCarousel } from "@/components/home/banner-carousel";
import { CAROUSEL_AUTOPLAY_MS } from "@/lib/commerce/catalogue/home";
import en from "@/messages/en.json";
import { renderWithShop } from "../account/render";

// §9 home module 1: WCAG 2.2.2 — a slideshow that moves by itself has a pause
// control, and its controls sit below the slides (not on a caption).

const scrollNext = jest.fn();
jest.mock("embla-carousel-react", () => ({
  __esModule: true,
  default: () => [
    () => {},
    { scrollNext, scrollTo: jest.fn(), selectedScrollSnap: () => 0, on: jest.fn(), off: jest.fn() },
  ],
}));

const items = [1, 2, 3].map((id) => ({
  id,
  title: `Banner ${id}`,
  image: `/media/banner/default.${id}.svg`,
  redirect_type: 0,
  link: "/promotion/seckill",
}));

beforeEach(() => {
  jest.useFakeTimers();
  scrollNext.mockClear();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

it("moves on by itself until the shopper presses Pause, and again after Play", () => {
  renderWithShop(<BannerCarousel items={items} />);
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
  expect(scrollNext).toHaveBeenCalledTimes(2);

  fireEvent.click(screen.getByRole("button", { name: en.carousel.pause }));
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
  expect(scrollNext).toHaveBeenCalledTimes(2);

  fireEvent.click(screen.getByRole("button", { name: en.carousel.play }));
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
  expect(scrollNext).toHaveBeenCalledTimes(3);
});

it("puts its controls after the slides, outside every slide and its caption", () => {
  renderWithShop(<BannerCarousel items={items} />);
  const controls = screen.getByTestId("carousel-controls");
  for (const slide of screen.getAllByRole("group")) expect(slide).not.toContainElement(controls);
  expect(controls).toContainElement(screen.getByRole("button", { name: en.carousel.pause }));
  expect(controls.querySelectorAll('[aria-label^="Go to slide"]')).toHaveLength(3);
});
