import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import type { Basket } from "@/components/cart/cart-data";
import { CartView } from "@/components/cart/cart-view";
import { navigate } from "@/lib/client/navigate";
import en from "@/messages/en.json";
import { installFetch, jsonResponse, renderWithShop } from "../account/render";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));
jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn() }));

type Line = Basket["lines"][number];
function line(id: number, over: Partial<Line> = {}): Line {
  return {
    key: `${id}::`,
    basket_line_id: id,
    product_id: 1000 + id,
    variant_id: 2000 + id,
    sn: `P${id}`,
    seo_sn: `product-${id}`,
    title: `Product ${id}`,
    variant_name: "Classic",
    image: "",
    product_type: 1,
    shipping_required: true,
    book_at: null,
    book_time: null,
    quantity: 2,
    unit_amount: 10_000,
    total_amount: 20_000,
    promo_discount: 0,
    activity_item_id: null,
    problem: null,
    stock: 10,
    min_purchase: 1,
    ...over,
  };
}

const basket = (lines: Line[]): Basket => ({ currency: "CNY", symbol: "¥", lines });

const GIFT = line(1);
const TEA = line(2, { title: "Tea set", quantity: 1, total_amount: 10_000, unit_amount: 10_000 });
const TICKET = line(3, {
  title: "Harbour cruise",
  product_type: 2,
  shipping_required: false,
  book_at: "2026-03-06",
  book_time: "19:30",
  quantity: 2,
  min_purchase: 2,
  unit_amount: 5_000,
  total_amount: 10_000,
});
const SOLD_OUT = line(4, {
  title: "Sold-out box",
  problem: "insufficientStock",
  stock: 1,
  quantity: 3,
});

function lineEl(title: string) {
  return screen.getByText(title).closest("li") as HTMLElement;
}

/** The fetch double: every call answers with the next reply; GET /api/basket with `current`. */
function fetchWith(current: () => Basket, ...replies: (Response | Promise<Response>)[]) {
  const mock = jest.fn((url: string, init?: RequestInit) => {
    if (url === "/api/basket" && (!init?.method || init.method === "GET"))
      return Promise.resolve(jsonResponse(200, { code: 10000, data: current() }));
    const next = replies.shift();
    return next ? Promise.resolve(next) : Promise.reject(new TypeError("offline"));
  });
  installFetch(mock);
  return mock;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe("CartView quantity changes (optimistic, rolled back on refusal)", () => {
  it("shows the new quantity at once, PUTs it, and rolls back with the §8 message when refused", async () => {
    let refuse: (r: Response) => void = () => {};
    const fetchMock = fetchWith(
      () => basket([GIFT, TEA]),
      new Promise<Response>((resolve) => (refuse = resolve)),
    );
    renderWithShop(<CartView initial={basket([GIFT, TEA])} />);
    const gift = lineEl("Product 1");
    fireEvent.click(within(gift).getByRole("button", { name: en.booking.increase }));
    // optimistic: before the server answers
    await waitFor(() =>
      expect(within(gift).getByTestId("cart-line-quantity")).toHaveTextContent("3"),
    );
    expect(screen.getByTestId("cart-total")).toHaveTextContent("¥400.00");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/basket/line",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ id: 1, quantity: 3 }) }),
    );

    await act(async () =>
      refuse(
        jsonResponse(409, { code: 20005, errorKey: "insufficientStock", data: { available: 2 } }),
      ),
    );
    await waitFor(() =>
      expect(within(gift).getByTestId("cart-line-quantity")).toHaveTextContent("2"),
    );
    // The refusal says how many are left (the upstream's data.available)
    expect(toast.error).toHaveBeenCalledWith("Only 2 left.");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("¥300.00");
  });

  it("keeps the change when the server accepts it", async () => {
    let server = basket([GIFT, TEA]);
    fetchWith(() => server, jsonResponse(200, { code: 10000, data: { id: 2, quantity: 2 } }));
    renderWithShop(<CartView initial={server} />);
    server = basket([GIFT, { ...TEA, quantity: 2, total_amount: 20_000 }]);
    const tea = lineEl("Tea set");
    fireEvent.click(within(tea).getByRole("button", { name: en.booking.increase }));
    await waitFor(() =>
      expect(within(tea).getByTestId("cart-line-quantity")).toHaveTextContent("2"),
    );
    await act(async () => {});
    expect(within(tea).getByTestId("cart-line-quantity")).toHaveTextContent("2");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("steps down from the minimum to 0, which removes the line (DELETE)", async () => {
    let server = basket([TICKET]);
    const fetchMock = fetchWith(
      () => server,
      jsonResponse(200, { code: 10000, data: { deleted: 1 } }),
    );
    renderWithShop(<CartView initial={server} />);
    server = basket([]);
    fireEvent.click(
      within(lineEl("Harbour cruise")).getByRole("button", { name: en.booking.decrease }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/basket/line",
      expect.objectContaining({ method: "DELETE", body: JSON.stringify({ ids: [3] }) }),
    );
    expect(await screen.findByTestId("cart-empty")).toHaveTextContent(en.cart.empty);
    expect(toast.success).toHaveBeenCalledWith(en.cart.removed);
  });

  it("brings a removed line back when the DELETE fails", async () => {
    fetchWith(() => basket([GIFT]), jsonResponse(500, { code: 50000, errorKey: "internalError" }));
    renderWithShop(<CartView initial={basket([GIFT])} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Product 1" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.errors.internalError));
    expect(screen.getByText("Product 1")).toBeInTheDocument();
  });
});

describe("CartView selection and checkout (spec §5: one delivery type per order)", () => {
  it("groups lines by delivery type, refuses a mixed selection in words, and hands one type to checkout", async () => {
    fetchWith(() => basket([GIFT, TEA, TICKET]));
    renderWithShop(<CartView initial={basket([GIFT, TEA, TICKET])} />);
    const groups = screen.getAllByTestId("cart-group");
    expect(groups.map((g) => g.getAttribute("data-shipped"))).toEqual(["false", "true"]);
    expect(within(groups[0]!).getByRole("heading")).toHaveTextContent(en.cart.notShipped);
    expect(within(lineEl("Harbour cruise")).getByTestId("cart-line-date")).toHaveTextContent(
      "19:30",
    );

    // the first group starts ticked
    expect(within(lineEl("Harbour cruise")).getByRole("checkbox")).toBeChecked();
    fireEvent.click(within(lineEl("Tea set")).getByRole("checkbox"));
    expect(screen.getByTestId("cart-notice")).toHaveTextContent(en.cart.deliveryTypes);
    fireEvent.click(screen.getByTestId("cart-checkout"));
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem("tf_checkout")).toBeNull();

    // one delivery type: both shipped lines
    fireEvent.click(within(lineEl("Harbour cruise")).getByRole("checkbox"));
    fireEvent.click(within(lineEl("Product 1")).getByRole("checkbox"));
    expect(screen.queryByTestId("cart-notice")).not.toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("¥300.00");
    fireEvent.click(screen.getByTestId("cart-checkout"));
    expect(JSON.parse(localStorage.getItem("tf_checkout") ?? "null")).toEqual({
      basket_lines_id: [1, 2],
    });
    expect(navigate).toHaveBeenCalledWith("/checkout/confirm");
  });

  it("shows a line's problem in words and does not let it be selected", async () => {
    fetchWith(() => basket([GIFT, SOLD_OUT]));
    renderWithShop(<CartView initial={basket([GIFT, SOLD_OUT])} />);
    const sold = lineEl("Sold-out box");
    expect(within(sold).getByTestId("cart-line-problem")).toHaveTextContent(
      en.cart.insufficientStock,
    );
    expect(within(sold).getByRole("checkbox")).toBeDisabled();
    // stepping down brings it within stock (3 → 1)
    expect(within(sold).getByRole("button", { name: en.booking.decrease })).toBeEnabled();
    expect(within(sold).getByRole("button", { name: en.booking.increase })).toBeDisabled();
    fireEvent.click(
      within(screen.getAllByTestId("cart-group")[0]!).getByTestId("cart-group-check"),
    );
    expect(screen.getByTestId("cart-selected-count")).toHaveTextContent("Nothing selected");
    fireEvent.click(screen.getByTestId("cart-checkout"));
    expect(screen.getByTestId("cart-notice")).toHaveTextContent(en.cart.chooseLines);
  });

  // "1 item selected" for one line of quantity 2 — the count is the pieces chosen
  it("counts the pieces selected (the sum of the quantities), not the lines", async () => {
    fetchWith(() => basket([GIFT, TEA]));
    renderWithShop(<CartView initial={basket([GIFT, TEA])} />);
    // the shipped group starts selected: Product 1 × 2 and Tea set × 1
    expect(screen.getByTestId("cart-selected-count")).toHaveTextContent("3 items selected");
    fireEvent.click(within(lineEl("Tea set")).getByRole("checkbox"));
    expect(screen.getByTestId("cart-selected-count")).toHaveTextContent("2 items selected");
  });

  it("says the basket is empty and links to the catalogue", async () => {
    fetchWith(() => basket([]));
    renderWithShop(<CartView initial={basket([])} />);
    expect(screen.getByTestId("cart-empty")).toHaveTextContent(en.cart.empty);
    expect(screen.getByRole("link", { name: en.cart.browse })).toHaveAttribute("href", "/products");
  });
});
