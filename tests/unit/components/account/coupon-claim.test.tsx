import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CouponClaim } from "@/components/product/coupon-claim";
import { LazyCouponClaim } from "@/components/product/coupon-claim-lazy";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "./render";

describe("CouponClaim (spec §3 coupon display states, §7 coupon/redeem)", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  const states = (s: Record<string, string>) =>
    jsonResponse(200, { code: 10000, data: { signed_in: true, states: s } });

  it("claims with an idempotency key, then shows Claimed", async () => {
    fetchMock.mockResolvedValueOnce(states({ 101: "available", 102: "fully_claimed" }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        code: 10000,
        data: { user_coupon_id: 1, coupon_id: 101, expires_at: "2026-12-23T15:59:59Z" },
      }),
    );
    renderWithShop(
      <>
        <CouponClaim couponId={101} couponIds={[101, 102]} name="¥20 off" available />
        <CouponClaim couponId={102} couponIds={[101, 102]} name="15% off" available />
      </>,
    );
    // one shared request for both buttons
    await waitFor(() =>
      expect(screen.getByRole("button", { name: en.product.claimFull })).toBeDisabled(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/coupons/states?ids=101,102");

    fireEvent.click(
      screen.getByRole("button", { name: en.product.claimLabel.replace("{name}", "¥20 off") }),
    );
    expect(await screen.findByRole("button", { name: en.product.claimed })).toBeDisabled();
    expect(await screen.findByTestId("toast")).toHaveTextContent(en.product.claimDone);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/coupons/redeem");
    expect(JSON.parse(String(init.body))).toEqual({ coupon_id: 101 });
    expect(new Headers(init.headers).get("idempotency-key")).toBeTruthy();
  });

  it("24003 → already claimed, with the translated error", async () => {
    fetchMock.mockResolvedValueOnce(states({ 101: "available" }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { code: 24003, errorKey: "couponUserLimit" }),
    );
    renderWithShop(<CouponClaim couponId={101} couponIds={[101]} name="¥20 off" available />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(
      screen.getByRole("button", { name: en.product.claimLabel.replace("{name}", "¥20 off") }),
    );
    expect(await screen.findByRole("button", { name: en.product.claimAlready })).toBeDisabled();
    expect(await screen.findByTestId("toast")).toHaveTextContent(en.errors.couponUserLimit);
  });

  it("the lazy button shows the public state disabled until its code arrives, then the live one", async () => {
    fetchMock.mockResolvedValueOnce(states({ 101: "available" }));
    renderWithShop(<LazyCouponClaim couponId={101} couponIds={[101]} name="¥20 off" available />);
    const placeholder = screen.getByTestId("coupon-claim");
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveTextContent(en.product.claim);
    expect(
      await screen.findByRole("button", {
        name: en.product.claimLabel.replace("{name}", "¥20 off"),
      }),
    ).toBeEnabled();
  });
});
