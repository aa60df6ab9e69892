import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ReviewItem } from "@/components/product/review-item";
import { ReviewsBrowser } from "@/components/product/reviews-browser";
import { jsonResponse, renderWithShop } from "../account/render";

// Issue 21: the review list's orders. The first page (default order) is server-rendered; choosing
// "Newest" or "With photos" reads that order's first page, and further pages on "More reviews".

const review = (id: number, images: string[] = []) => ({
  id,
  user_name: `Reviewer ${id}`,
  rating: 4,
  content: `Text ${id}`,
  images,
  created_at: "2026-11-01T00:00:00.000Z",
});
const labels = {
  stars: { 1: "1/5", 2: "2/5", 3: "3/5", 4: "4 out of 5 stars", 5: "5/5" },
  photo: "Reviewer's photo",
  failed: "Couldn't load reviews.",
};
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderBrowser(withPhotos = 12) {
  renderWithShop(
    <ReviewsBrowser
      productId={1000}
      loaded={1}
      counts={{ default: 25, newest: 25, photos: withPhotos }}
      sortLabel="Sort reviews"
      sortNames={{
        default: "Recommended",
        newest: "Newest",
        photos: `With photos (${withPhotos})`,
      }}
      labels={labels}
    >
      <ReviewItem review={review(1)} starsLabel="4 out of 5 stars" photoLabel="Reviewer's photo" />
    </ReviewsBrowser>,
  );
}

describe("ReviewsBrowser", () => {
  it("shows the server's first page in the default order without reading anything", () => {
    renderBrowser();
    expect(screen.getByRole("group", { name: "Sort reviews" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recommended" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByText("Text 1")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads only reviews with photos when that order is chosen, then further pages", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        code: 10000,
        data: { list: [review(7, ["/media/a.svg"])], count: 2, page: 1, page_size: 1 },
      }),
    );
    renderBrowser(2);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "With photos (2)" })));
    await waitFor(() => expect(screen.getByText("Text 7")).toBeTruthy());
    expect(fetchMock.mock.calls[0]![0]).toBe(
      "/api/catalogue/product/1000/comments?page=1&sort=photos",
    );
    expect(screen.queryByText("Text 1")).toBeNull();
    expect(screen.getByTestId("reviews").getAttribute("data-sort")).toBe("photos");
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        code: 10000,
        data: { list: [review(8, ["/media/b.svg"])], count: 2, page: 2, page_size: 1 },
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More reviews" })));
    await waitFor(() => expect(screen.getByText("Text 8")).toBeTruthy());
    expect(fetchMock.mock.calls[1]![0]).toBe(
      "/api/catalogue/product/1000/comments?page=2&sort=photos",
    );
    expect(screen.queryByRole("button", { name: "More reviews" })).toBeNull();
  });

  it("says so when an order's first page cannot be read", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { code: 50000, errorKey: "upstream" }));
    renderBrowser();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Newest" })));
    await waitFor(() => expect(screen.getByText("Couldn't load reviews.")).toBeTruthy());
    expect(fetchMock.mock.calls[0]![0]).toBe(
      "/api/catalogue/product/1000/comments?page=1&sort=newest",
    );
  });

  it("offers no photo order when no review has photos", () => {
    renderBrowser(0);
    expect(screen.queryByRole("button", { name: /With photos/ })).toBeNull();
  });
});
