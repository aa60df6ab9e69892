import { act, screen, waitFor } from "@testing-library/react";
import { Recommendations } from "@/components/product/recommendations";
import {
  installIntersectionObserver,
  type ObserverHandle,
} from "../../../support/intersection-observer";
import { jsonResponse, renderWithShop } from "../account/render";

// Spec §2 product detail recommendations, read in the browser once the section nears the screen;
// §8 a failed (or empty) read ends the list — here the section goes.

const card = (id: number) => ({
  id,
  seo_sn: `p-${id}`,
  title: `Product ${id}`,
  image: `/media/p/${id}.svg`,
  list_tags: [],
  min_price_amount: 1000,
  max_price_amount: 1000,
  original_price_amount: 0,
  symbol: "¥",
  rating: 4.5,
  reviews: 3,
  product_type: 2,
  shipping_required: false,
  stock_type: 0,
});

let observer: ObserverHandle;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  observer = installIntersectionObserver();
});

describe("Recommendations", () => {
  it("reads nothing until the section nears the screen, then shows the cards", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        code: 10000,
        data: { list: [card(1), card(2)], count: 2, page: 1, page_size: 8 },
      }),
    );
    renderWithShop(<Recommendations productId={9} title="You may also like" />);
    expect(screen.getByRole("heading", { name: "You may also like" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => observer.report(true));
    await waitFor(() =>
      expect(screen.getByTestId("recommend-grid").querySelectorAll("li")).toHaveLength(2),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/catalogue/product/9/recommend?page=1",
      expect.anything(),
    );
    expect(screen.getByTestId("section-recommend").getAttribute("data-loaded")).toBe("true");
  });

  it.each([
    ["a failed read", () => jsonResponse(503, { code: 0, errorKey: "upstreamUnavailable" })],
    [
      "an empty list",
      () => jsonResponse(200, { code: 10000, data: { list: [], count: 0, page: 1, page_size: 8 } }),
    ],
  ])("%s removes the section", async (_label, answer) => {
    fetchMock.mockResolvedValue(answer());
    renderWithShop(<Recommendations productId={9} title="You may also like" />);
    await act(async () => observer.report(true));
    await waitFor(() => expect(screen.queryByTestId("section-recommend")).toBeNull());
  });
});
