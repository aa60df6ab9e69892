import { fireEvent, screen, within } from "@testing-library/react";
import { BuyAgainButton } from "@/components/order/buy-again";
import en from "@/messages/en.json";
import { fail, fakeBff, ok, renderWithShop } from "../checkout/harness";

// Spec §4 buy again, §8 Orders: buy-again failures (removed, sold out, expired), said in words.

const SN = "2611230ABCDEFGHJK";
const url = `/api/orders/${SN}/repurchase`;

describe("BuyAgainButton", () => {
  it("says how many items went back into the basket and why each other line did not", async () => {
    const bff = fakeBff({
      [url]: () =>
        ok({
          added: 3,
          basket_line_ids: [11, 12],
          skipped: [
            { title: "維港夜遊 Harbour Cruise", reason: "sold_out" },
            { title: "Old Town Walk", reason: "removed" },
            { title: "Sunset Dinner", reason: "expired" },
          ],
        }),
    });
    renderWithShop(<BuyAgainButton sn={SN} />);
    fireEvent.click(screen.getByRole("button", { name: en.orders.action.buyAgain }));
    const outcome = await screen.findByTestId("buy-again-outcome");
    expect(outcome).toHaveTextContent("3 items added to your basket.");
    expect(
      within(screen.getByTestId("buy-again-skipped"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "維港夜遊 Harbour Cruise: sold out",
      "Old Town Walk: no longer sold",
      "Sunset Dinner: the date has passed",
    ]);
    expect(within(outcome).getByRole("link", { name: en.orders.viewCart })).toHaveAttribute(
      "href",
      "/cart",
    );
    expect(bff.of(url)[0]!.headers["idempotency-key"]).toBeTruthy();
  });

  it("one item: singular; nothing skipped: no list", async () => {
    fakeBff({ [url]: () => ok({ added: 1, basket_line_ids: [11], skipped: [] }) });
    renderWithShop(<BuyAgainButton sn={SN} />);
    fireEvent.click(screen.getByTestId("order-action-buyAgain"));
    expect(await screen.findByTestId("buy-again-outcome")).toHaveTextContent(
      "1 item added to your basket.",
    );
    expect(screen.queryByTestId("buy-again-skipped")).not.toBeInTheDocument();
  });

  it("nothing could go back: says so, with no way to an empty basket", async () => {
    fakeBff({
      [url]: () =>
        ok({
          added: 0,
          basket_line_ids: [],
          skipped: [{ title: "Old Town Walk", reason: "removed" }],
        }),
    });
    renderWithShop(<BuyAgainButton sn={SN} />);
    fireEvent.click(screen.getByTestId("order-action-buyAgain"));
    const outcome = await screen.findByTestId("buy-again-outcome");
    expect(outcome).toHaveTextContent("Nothing could be added to your basket.");
    expect(within(outcome).queryByRole("link")).not.toBeInTheDocument();
  });

  it("a failure says buy again failed and why; a retry after a lost answer reuses the key", async () => {
    const bff = fakeBff({
      [url]: (_, nth) =>
        nth === 1 ? fail(502, -1, "unavailable") : fail(409, 20005, "insufficientStock"),
    });
    renderWithShop(<BuyAgainButton sn={SN} />);
    fireEvent.click(screen.getByTestId("order-action-buyAgain"));
    expect(await screen.findByTestId("buy-again-outcome")).toHaveTextContent(
      `${en.orders.buyAgainFailed} ${en.errors.unavailable}`,
    );
    fireEvent.click(screen.getByTestId("order-action-buyAgain"));
    expect(
      await screen.findByText(`${en.orders.buyAgainFailed} ${en.errors.insufficientStock}`),
    ).toBeInTheDocument();
    const [first, second] = bff.of(url);
    expect(second!.headers["idempotency-key"]).toBe(first!.headers["idempotency-key"]);
  });
});
