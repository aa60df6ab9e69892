import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import useSWR from "swr";
import {
  FAVORITE_IDS_KEY,
  FavoriteScope,
  type FavoriteIds,
} from "@/components/product/favorite-toggle";
import { ProductCard, type CardProduct } from "@/components/product/product-card";
import { goToSignIn } from "@/lib/client/api";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "../account/render";

jest.mock("@/lib/client/api", () => ({
  ...jest.requireActual("@/lib/client/api"),
  goToSignIn: jest.fn(),
}));

const card = (id: number): CardProduct => ({
  id,
  seo_sn: `trip-${id}`,
  title: `Trip ${id}`,
  image: `/media/p/${id}.svg`,
  list_tags: [],
  min_price_amount: 1000,
  max_price_amount: 1000,
  original_price_amount: 1000,
  symbol: "$",
  rating: 0,
  reviews: 0,
  product_type: 2,
  shipping_required: false,
  stock_type: 0,
});

/** Shows what the page knows about the shopper once the ids request has answered. */
function SignedInProbe() {
  const { data } = useSWR<FavoriteIds>(FAVORITE_IDS_KEY, null);
  return <output data-testid="signed-in">{String(data?.signedIn ?? "unknown")}</output>;
}

/** Two cards in one grid, as CatalogueAccountScope wraps the home, list and special grids. */
function renderGrid() {
  renderWithShop(
    <FavoriteScope>
      <ul>
        <li>
          <ProductCard product={card(7)} />
        </li>
        <li>
          <ProductCard product={card(8)} />
        </li>
      </ul>
      <SignedInProbe />
    </FavoriteScope>,
  );
  const [first, second] = screen.getAllByRole("listitem") as [HTMLElement, HTMLElement];
  return {
    saved: {
      link: within(first).getByTestId("product-card"),
      heart: within(first).getByRole("button", { name: en.product.favLabel }),
    },
    other: {
      link: within(second).getByTestId("product-card"),
      heart: within(second).getByRole("button", { name: en.product.favLabel }),
    },
  };
}

describe("ProductCard heart inside a favourite scope", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    jest.mocked(goToSignIn).mockClear();
  });

  it("shows the pressed heart for a favourite id and an empty one for the others", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 10000, data: { ids: [7], signed_in: true } }),
    );
    const { saved, other } = renderGrid();
    await waitFor(() => expect(saved.heart).toHaveAttribute("aria-pressed", "true"));
    expect(other.heart).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/favorites/ids?product_ids=7,8");
    // the heart sits next to the card link, never inside it
    expect(saved.heart.closest("a")).toBeNull();
    expect(saved.link).toHaveAttribute("href", "/product/7/trip-7");
  });

  it("toggles on click without the click reaching the card link", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 10000, data: { ids: [7], signed_in: true } }),
    );
    const { saved, other } = renderGrid();
    await waitFor(() => expect(saved.heart).toHaveAttribute("aria-pressed", "true"));
    const followed = jest.fn();
    saved.link.addEventListener("click", followed);
    other.link.addEventListener("click", followed);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 10000, data: null }));
    fireEvent.click(other.heart);
    await waitFor(() => expect(other.heart).toHaveAttribute("aria-pressed", "true"));
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/favorites",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ product_id: 8 }) }),
    );

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 10000, data: null }));
    fireEvent.click(saved.heart);
    await waitFor(() => expect(saved.heart).toHaveAttribute("aria-pressed", "false"));
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/favorites/7",
      expect.objectContaining({ method: "DELETE" }),
    );

    expect(followed).not.toHaveBeenCalled();
    expect(await screen.findAllByTestId("toast")).not.toHaveLength(0);
  });

  it("sends a signed-out shopper to sign-in instead of following the card link", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 10000, data: { ids: [], signed_in: false } }),
    );
    const { saved } = renderGrid();
    await waitFor(() => expect(screen.getByTestId("signed-in")).toHaveTextContent("false"));
    const followed = jest.fn();
    saved.link.addEventListener("click", followed);
    fireEvent.click(saved.heart);
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(followed).not.toHaveBeenCalled();
    expect(saved.heart).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
