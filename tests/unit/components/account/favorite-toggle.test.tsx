import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { FavoriteScope, FavoriteToggle } from "@/components/product/favorite-toggle";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "./render";

describe("FavoriteToggle (optimistic, one ids request per grid)", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it("asks once for every toggle on the page, then rolls back and shows a toast when the request fails", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 10000, data: { ids: [12], signed_in: true } }),
    );
    renderWithShop(
      <FavoriteScope>
        <FavoriteToggle productId={11} />
        <FavoriteToggle productId={12} />
      </FavoriteScope>,
    );
    const [first, second] = screen.getAllByRole("button", { name: en.product.favLabel }) as [
      HTMLElement,
      HTMLElement,
    ];
    await waitFor(() => expect(second).toHaveAttribute("aria-pressed", "true"));
    expect(first).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/favorites/ids?product_ids=11,12");

    let fail: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (fail = resolve)));
    fireEvent.click(first);
    // optimistic: pressed at once, before the server answers
    await waitFor(() => expect(first).toHaveAttribute("aria-pressed", "true"));
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/favorites",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ product_id: 11 }) }),
    );

    await act(async () => fail(jsonResponse(409, { code: 20006, errorKey: "offShelf" })));
    await waitFor(() => expect(first).toHaveAttribute("aria-pressed", "false"));
    expect(await screen.findByTestId("toast")).toHaveTextContent(en.errors.offShelf);
    expect(second).toHaveAttribute("aria-pressed", "true");
  });

  // The button is in the page's first JavaScript; SWR and the requests load after it
  it("draws the button at once, not pressed and disabled, and the same button works once its code is here", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { code: 10000, data: { ids: [], signed_in: true } }),
    );
    renderWithShop(
      <FavoriteScope>
        <FavoriteToggle productId={5} variant="button" />
      </FavoriteScope>,
    );
    const button = screen.getByTestId("favorite-toggle");
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 10000, data: {} }));
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByTestId("favorite-toggle")).toBe(button);
  });

  it("renders nothing outside a FavoriteScope (cached pages that did not opt in)", () => {
    renderWithShop(<FavoriteToggle productId={1} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("FavoriteToggle in the server's HTML (docs/decisions/product-page-weight.md)", () => {
  const serverHtml = (variant: "icon" | "button") =>
    renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <FavoriteScope>
          <FavoriteToggle productId={5} variant={variant} />
        </FavoriteScope>
      </NextIntlClientProvider>,
    );

  it("leaves a card's heart out (it does nothing without JavaScript) and keeps the product page's button", () => {
    expect(serverHtml("icon")).toBe("");
    expect(serverHtml("button")).toContain('data-testid="favorite-toggle"');
  });

  it("shows the card's heart once rendered in the browser", () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(200, { code: 10000, data: { ids: [], signed_in: false } }),
    );
    renderWithShop(
      <FavoriteScope>
        <FavoriteToggle productId={5} />
      </FavoriteScope>,
    );
    expect(screen.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "false");
  });
});
