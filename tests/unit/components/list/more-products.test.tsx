import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MoreProducts } from "@/components/list/more-products";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "../account/render";

// Spec §8 list loading under the product page's server-rendered recommendations: "load more"
// appends the next page without repeating a card; complete when count ≤ loaded; a failed page
// marks the list fully loaded (no retry loop).

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

const initial = (ids: number[], count: number) => ({ list: ids.map((id) => ({ id })), count, currentPage: 1, pageSize: 8, isLoadedAll: count <= ids.length });

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("MoreProducts", () => {
  it("appends the next page (dropping a card already shown), then says the list is complete", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 10000, data: { list: [card(2), card(3), card(4)], count: 4, page: 2 } }));
    renderWithShop(<MoreProducts initial={initial([1, 2], 4)} endpoint="/api/catalogue/product/9/recommend" columns="grid-cols-2" testId="more" />);
    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getByTestId("more").querySelectorAll("li")).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith("/api/catalogue/product/9/recommend?page=2", expect.anything());
    expect(screen.getByText("Product 3")).toBeTruthy();
    expect(screen.queryByText("Product 2")).toBeNull();
    expect(screen.getByTestId("list-complete").textContent).toBe(en.loadMore.done);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("a failed page ends the list with the translated notice", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: 0, errorKey: "upstreamUnavailable" }));
    renderWithShop(<MoreProducts initial={initial([1, 2], 10)} endpoint="/api/x" columns="grid-cols-2" testId="more" />);
    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(en.loadMore.failed));
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("offers nothing more when the first page holds the whole list", () => {
    renderWithShop(<MoreProducts initial={initial([1, 2], 2)} endpoint="/api/x" columns="grid-cols-2" testId="more" />);
    expect(screen.queryByTestId("load-more")).toBeNull();
    expect(screen.getByTestId("list-complete")).toBeTruthy();
  });
});
