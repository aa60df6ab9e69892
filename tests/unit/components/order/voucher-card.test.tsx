import { screen } from "@testing-library/react";
import { VoucherCard } from "@/components/order/voucher-card";
import { renderWithShop } from "../account/render";

// The voucher page and the PDF tell one time, the shop's, with its zone named (§9 GMT+8) — never
// a bare "2026-11-26 06:44" beside a PDF's "2026-11-25 22:44 UTC".
describe("VoucherCard times", () => {
  it.each<[number, string | null, string]>([
    [0, null, "Issued 2026-11-26 06:44 GMT+8"],
    [1, "2026-11-27T01:05:00.000Z", "Used 2026-11-27 09:05 GMT+8"],
  ])("status %i says its time in the shop's zone, named", (status, usedAt, text) => {
    renderWithShop(
      <ul>
        <VoucherCard
          voucher={{
            id: 1,
            code: "QF7K2M9XR4",
            status,
            issued_at: "2026-11-25T22:44:00.000Z",
            used_at: usedAt,
            svg: null,
          }}
          index={0}
          total={1}
        />
      </ul>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
