import { act, fireEvent, screen } from "@testing-library/react";
import { PopupBanner } from "@/components/home/popup-banner";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { renderWithShop } from "../account/render";

// Spec §2 Home popup banner: it waits for the cookie notice, and never opens in the
// page view where the shopper just answered it (it opened under their next tap and swallowed it).

const item = {
  id: 1,
  title: "Flash sale on now",
  image: "/media/banner/default.popup.svg",
  redirect_type: 0,
  link: "/promotion/seckill",
};
const clearCookies = () => {
  for (const c of document.cookie.split("; "))
    if (c) document.cookie = `${c.split("=")[0]}=; max-age=0; path=/`;
};

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it("does not open in the view where the cookie notice was just accepted", () => {
  renderWithShop(
    <>
      <CookieNotice privacyHref="/privacy" />
      <PopupBanner item={item} />
    </>,
  );
  expect(screen.getByTestId("cookie-notice")).toBeInTheDocument();
  fireEvent.click(screen.getByTestId("cookie-notice").querySelector("button")!);
  expect(screen.queryByTestId("cookie-notice")).toBeNull();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.queryByTestId("popup-banner")).toBeNull();
});

it("opens on a page where the notice was answered before, once per session", () => {
  document.cookie = "tf_consent=1; path=/";
  const first = renderWithShop(<PopupBanner item={item} />);
  act(() => jest.advanceTimersByTime(1_500));
  expect(screen.getByTestId("popup-banner")).toBeInTheDocument();
  first.unmount();
  renderWithShop(<PopupBanner item={item} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.queryByTestId("popup-banner")).toBeNull();
});
