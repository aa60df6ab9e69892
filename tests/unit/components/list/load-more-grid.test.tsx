import { fireEvent, screen, waitFor } from "@testing-library/react";
import { LoadMoreGrid } from "@/components/list/load-more-grid";
import type { CardProduct } from "@/components/product/card-product";
import { firstPage } from "@/lib/commerce/catalogue/paging";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "../account/render";

// Spec §3 list paging and §8 list loading, through the one browser path (apiCall → the BFF).

const card = (id: number): CardProduct => ({
  id,
  seo_sn: `product-${id}`,
  title: `Product ${id}`,
  image: "/media/product/p.svg",
  list_tags: [],
  min_price_amount: 1000,
  max_price_amount: 1000,
  original_price_amount: 0,
  symbol: "¥",
  rating: 4.5,
  reviews: 3,
  product_type: 1,
  shipping_required: false,
  stock_type: 0,
});
// what the BFF answers: whole summaries, of which a card keeps its part
const product = (id: number) => ({
  ...card(id),
  sn: `P${id}`,
  sold: 0,
  status: 1,
  source: 0,
  price_calendar_required: false,
  extra: "not on a card",
});

describe("LoadMoreGrid", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  const initial = () => firstPage({ list: [card(1), card(2)], count: 4, page: 1, page_size: 2 });

  it("asks the BFF for the next page with the list's query, appends it, and says when the list is complete", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        code: 10000,
        data: { list: [product(3), product(4)], count: 4, page: 2, page_size: 2 },
      }),
    );
    renderWithShop(
      <LoadMoreGrid
        initial={initial()}
        endpoint="/api/catalogue/products"
        query={{ sort: "price_asc" }}
        nextHref="/products?page=2"
      />,
    );
    const more = screen.getByTestId("load-more");
    expect(more).toHaveAttribute("href", "/products?page=2");
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/catalogue/products?sort=price_asc&page=2");
    expect(screen.getByTestId("list-complete")).toHaveTextContent(en.loadMore.done);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("a failed page (tried twice when the upstream was unavailable) ends the list with a notice and no retry link (§8)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: -1, errorKey: "unavailable" }));
    renderWithShop(<LoadMoreGrid initial={initial()} endpoint="/api/catalogue/products" />);
    fireEvent.click(screen.getByTestId("load-more"));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.loadMore.failed);
    expect(screen.queryByTestId("load-more")).toBeNull();
    expect(screen.queryByTestId("list-complete")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
