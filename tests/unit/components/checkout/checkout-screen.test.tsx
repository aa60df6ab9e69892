import { screen, waitFor } from "@testing-library/react";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { replaceLocation } from "@/lib/client/navigate";
import { takeNotice } from "@/lib/client/notice";
import { fakeBff, feeAnswer, ok, renderWithShop } from "./harness";

// Spec §2 /book/{id} and /checkout/confirm (state kept), §5 "direct-buy data is valid only if …".

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn(), replaceLocation: jest.fn() }));

const codes = callingCodeOptions("en");
const account = {
  name: "Test Shopper",
  country_code: "852",
  phone: "51234567",
  email: "test@example.com",
};
const buy = { product_id: 5, product_sn: "P5", variants: [{ variant_id: 51, quantity: 2 }] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (replaceLocation as jest.Mock).mockClear();
});

it.each([
  ["no hand-off", null],
  ["a hand-off for another product", { ...buy, product_id: 6 }],
])("/book/5 with %s goes back to the product page with a note", async (_, stored) => {
  if (stored) localStorage.setItem("tf_buy", JSON.stringify(stored));
  fakeBff({});
  renderWithShop(
    <CheckoutScreen
      entry={{ kind: "direct", productId: 5 }}
      currency="CNY"
      contact={account}
      callingCodes={codes}
      today="2026-11-23"
    />,
  );
  await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith("/product/5"));
  expect(takeNotice("/product/5/harbour-cruise")).toBe("buyInvalid");
});

it("/checkout/confirm without the cart's hand-off goes back to the cart", async () => {
  fakeBff({});
  renderWithShop(
    <CheckoutScreen
      entry={{ kind: "cart" }}
      currency="CNY"
      contact={account}
      callingCodes={codes}
      today="2026-11-23"
    />,
  );
  await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith("/cart"));
  expect(takeNotice("/cart")).toBe("cartInvalid");
});

it("fills the contact from the account where the saved form has none, and keeps what the shopper typed", async () => {
  localStorage.setItem("tf_buy", JSON.stringify(buy));
  sessionStorage.setItem(
    "tf_checkout_form",
    JSON.stringify({
      scope: "book:5",
      values: { contact: { name: "Ada Chan", email: "", phone: "" } },
    }),
  );
  const bff = fakeBff({ "/api/checkout/fee": () => ok(feeAnswer()) });
  renderWithShop(
    <CheckoutScreen
      entry={{ kind: "direct", productId: 5 }}
      currency="HKD"
      contact={account}
      callingCodes={codes}
      today="2026-11-23"
    />,
  );
  expect(await screen.findByTestId("checkout-form")).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveValue("Ada Chan");
  expect(screen.getByLabelText("E-mail")).toHaveValue("test@example.com");
  expect(screen.getByLabelText("Mobile number")).toHaveValue("51234567");
  expect(bff.of("/api/checkout/fee")[0]!.body).toMatchObject({
    currency: "HKD",
    main_product_id: 5,
  });
  expect(replaceLocation).not.toHaveBeenCalled();
});
