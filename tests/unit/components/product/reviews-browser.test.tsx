import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { getImageProps } from "next/image";
import { reviewPhoto, reviewShown } from "@/components/product/review-item";
import { ReviewsBrowser } from "@/components/product/reviews-browser";
import { jsonResponse, renderWithShop } from "../account/render";

// The review list's orders. The first page (default order) is server-rendered; choosing
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
      counts={{ default: 25, newest: 25, photos: withPhotos }}
      sortLabel="Sort reviews"
      sortNames={{
        default: "Recommended",
        newest: "Newest",
        photos: `With photos (${withPhotos})`,
      }}
      labels={labels}
      first={[review(1, ["/media/r1.jpg"])].map(reviewShown)}
    />,
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
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Reviewer's photo" }).getAttribute("src")).toBe(
      reviewPhoto("/media/r1.jpg").src,
    );
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

// The first page goes to the browser as the fields the list shows (not as a
// server-rendered element tree), and the photos are plain <img>s with next/image's own URLs.
describe("the first page of reviews as props", () => {
  it("keeps only the fields the list shows", () => {
    expect(reviewShown(review(3, ["/media/a.jpg"]))).toEqual({
      id: 3,
      rating: 4,
      user_name: "Reviewer 3",
      content: "Text 3",
      images: ["/media/a.jpg"],
    });
    expect(reviewShown(review(4))).toEqual({
      id: 4,
      rating: 4,
      user_name: "Reviewer 4",
      content: "Text 4",
    });
  });

  it.each(["/media/uploads/review/a b.jpg", "/media/product/day-tour.png"])(
    "draws %s through the optimizer at the URLs next/image gives an 80×60 photo",
    (src) => {
      const { props } = getImageProps({ src, alt: "", width: 80, height: 60 });
      expect(reviewPhoto(src)).toEqual({ src: props.src, srcSet: props.srcSet });
    },
  );
});
