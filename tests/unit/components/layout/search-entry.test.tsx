import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { SearchEntry } from "@/components/layout/search-entry";
import en from "@/messages/en.json";
import { installFetch, jsonResponse, renderWithShop } from "../account/render";

// The header is on every page and most visitors never search, so the search popup (its
// requests, readers and suggestions) is a chunk of its own, loaded on the first focus of the box.
const mockPopupLoaded = jest.fn();
jest.mock("@/components/layout/search-popup", () => {
  mockPopupLoaded();
  return jest.requireActual("@/components/layout/search-popup");
});

beforeEach(() => mockPopupLoaded.mockClear());

const answer = (url: string) =>
  url.startsWith("/api/catalogue/popular")
    ? jsonResponse(200, { code: 10000, data: [{ keyword: "Day tour", hot: true }] })
    : jsonResponse(200, {
        code: 10000,
        data: [{ id: 1027, title: "Macau skyline afternoon tea", seo_sn: "macau-tea" }],
      });

it("is a plain GET form to /products in the server's HTML, with no popup", () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={en}>
      <SearchEntry />
    </NextIntlClientProvider>,
  );
  expect(html).toMatch(/<form[^>]*action="\/products"[^>]*method="get"/);
  expect(html).toContain('name="keyword"');
  expect(html).not.toContain("search-popup");
});

it("loads the popup's code on the first focus only, then shows popular keywords and suggestions", async () => {
  const fetchMock = installFetch(jest.fn(async (url: string) => answer(url)));
  renderWithShop(<SearchEntry />);
  const box = screen.getByRole("combobox");
  expect(mockPopupLoaded).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.focus(box);
  expect(await screen.findByTestId("popular-keywords")).toHaveTextContent("Day tour");
  expect(mockPopupLoaded).toHaveBeenCalledTimes(1);
  expect(box).toHaveAttribute("aria-expanded", "true");

  fireEvent.change(box, { target: { value: "tea" } });
  const options = await screen.findAllByRole("option");
  expect(options[0]).toHaveTextContent("Macau skyline afternoon tea");
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/catalogue/search?keyword=tea",
    expect.objectContaining({ signal: expect.anything() }),
  );

  // the arrow keys pick a suggestion in the box itself
  fireEvent.keyDown(box, { key: "ArrowDown" });
  await waitFor(() => expect(options[0]).toHaveAttribute("aria-selected", "true"));

  fireEvent.keyDown(box, { key: "Escape" });
  await waitFor(() => expect(screen.queryByTestId("search-popup")).toBeNull());
  expect(box).toHaveAttribute("aria-expanded", "false");
});
