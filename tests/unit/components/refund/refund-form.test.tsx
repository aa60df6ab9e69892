import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RefundApplyForm } from "@/components/refund/refund-form";
import { navigate } from "@/lib/client/navigate";
import en from "@/messages/en.json";
import { fail, fakeBff, ok, renderWithShop, settle } from "../checkout/harness";

// Spec §5 Refund: type, reason and amount required; the amount at most the refundable amount
// (§8 "refund amount exceeded"); a tracking number for return and refund; uploads must finish first.

jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn(), replaceLocation: jest.fn() }));
// the uploader's own work is not under test: a stand-in whose uploads start and finish on command
jest.mock("@/components/forms/image-upload", () => ({
  ImageUpload: ({
    value,
    onChange,
    onBusyChange,
    label,
  }: {
    value: number[];
    onChange(ids: number[]): void;
    onBusyChange?(b: boolean): void;
    label: string;
  }) => (
    <div>
      <span>{label}</span>
      <button type="button" onClick={() => onBusyChange?.(true)}>
        start upload
      </button>
      <button
        type="button"
        onClick={() => {
          onChange([...value, 77]);
          onBusyChange?.(false);
        }}
      >
        finish upload
      </button>
    </div>
  ),
}));

const SN = "2611230ABCDEFGHJK";
const url = `/api/orders/${SN}/complaints`;
const detail = (over: Record<string, unknown> = {}) => ({
  id: 41,
  sn: SN,
  type: 0,
  is_cancel: false,
  status: 0,
  display_status: 0,
  amount: 8000,
  currency_code: "CNY",
  created_at: "2026-11-23T02:00:00.000Z",
  updated_at: "2026-11-23T02:00:00.000Z",
  order_line_id: null,
  reason: "x",
  tracking: "",
  note: "",
  images: [],
  title: "Harbour Cruise",
  image: "",
  ...over,
});

const renderForm = (
  types = [0, 1, 2],
  lines = [{ id: 5, title: "Harbour Cruise", refundable: 10000 }],
) =>
  renderWithShop(
    <RefundApplyForm sn={SN} symbol="¥" applyTypes={types} refundable={10000} lines={lines} />,
  );

beforeEach(() => (navigate as jest.Mock).mockClear());

describe("RefundApplyForm", () => {
  it("offers only the order's types and prefills the refundable amount", () => {
    fakeBff({});
    renderForm([0]);
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      en.refundApply.type["0"],
    ]);
    expect(screen.getByTestId("refund-amount")).toHaveValue("100.00");
    expect(screen.getByText("At most ¥100.00")).toBeInTheDocument();
  });

  it("submit stays disabled while a photo uploads, and the photo goes with the application", async () => {
    const bff = fakeBff({
      [url]: () => ok(detail({ images: [{ id: 77, url: "uploads/a.webp" }] })),
    });
    renderForm();
    fireEvent.click(screen.getByText("start upload"));
    expect(screen.getByTestId("refund-submit")).toBeDisabled();
    expect(screen.getByTestId("refund-submit")).toHaveTextContent(en.refundApply.uploading);
    fireEvent.change(screen.getByTestId("refund-reason"), { target: { value: "Rained out" } });
    fireEvent.submit(screen.getByTestId("refund-form"));
    await settle();
    expect(bff.calls).toHaveLength(0);
    fireEvent.click(screen.getByText("finish upload"));
    expect(screen.getByTestId("refund-submit")).toBeEnabled();
    fireEvent.click(screen.getByTestId("refund-submit"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/refund/apply/41"));
    expect(bff.of(url)[0]!.body).toEqual({
      type: 0,
      reason: "Rained out",
      amount: 10000,
      images: [77],
      tracking: "",
    });
    expect(bff.of(url)[0]!.headers["idempotency-key"]).toBeTruthy();
  });

  it("return and refund (type 1) asks for the tracking number before sending anything", async () => {
    const bff = fakeBff({ [url]: () => ok(detail({ type: 1 })) });
    renderForm();
    expect(screen.queryByTestId("refund-tracking")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: en.refundApply.type["1"] }));
    fireEvent.change(screen.getByTestId("refund-reason"), {
      target: { value: "Broken on arrival" },
    });
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(await screen.findByText(en.validation.trackingRequired)).toBeInTheDocument();
    expect(bff.calls).toHaveLength(0);
    fireEvent.change(screen.getByTestId("refund-tracking"), { target: { value: "SF1234567890" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/refund/apply/41"));
    expect(bff.of(url)[0]!.body).toMatchObject({ type: 1, tracking: "SF1234567890" });
  });

  it("reason required", async () => {
    const bff = fakeBff({});
    renderForm();
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(await screen.findByText(en.validation.reasonRequired)).toBeInTheDocument();
    expect(bff.calls).toHaveLength(0);
  });

  it("an amount over the refundable amount is refused here, with the ceiling in words", async () => {
    const bff = fakeBff({});
    renderForm();
    fireEvent.change(screen.getByTestId("refund-amount"), { target: { value: "120" } });
    fireEvent.change(screen.getByTestId("refund-reason"), { target: { value: "Changed plans" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(
      await screen.findByText("Refund amount exceeded: you can get back at most ¥100.00."),
    ).toBeInTheDocument();
    expect(bff.calls).toHaveLength(0);
  });

  it("10012 from the upstream (the refundable amount moved): the same words with its refundable amount", async () => {
    const bff = fakeBff({
      [url]: () => fail(400, 10012, "wrongComplaintAmount", { data: { refundable: 5000 } }),
    });
    renderForm();
    fireEvent.change(screen.getByTestId("refund-reason"), { target: { value: "Changed plans" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(
      await screen.findByText("Refund amount exceeded: you can get back at most ¥50.00."),
    ).toBeInTheDocument();
    expect(bff.of(url)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("one line of several: its own ceiling and its id go with the application", async () => {
    const bff = fakeBff({ [url]: () => ok(detail()) });
    renderForm(
      [0],
      [
        { id: 5, title: "Harbour Cruise", refundable: 6000 },
        { id: 6, title: "Peak Tram", refundable: 4000 },
      ],
    );
    fireEvent.change(screen.getByLabelText(en.refundApply.item), { target: { value: "6" } });
    expect(screen.getByTestId("refund-amount")).toHaveValue("40.00");
    fireEvent.change(screen.getByTestId("refund-amount"), { target: { value: "45" } });
    fireEvent.change(screen.getByTestId("refund-reason"), { target: { value: "Closed" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(
      await screen.findByText("Refund amount exceeded: you can get back at most ¥40.00."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("refund-amount"), { target: { value: "40" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    await waitFor(() => expect(bff.of(url)).toHaveLength(1));
    expect(bff.of(url)[0]!.body).toMatchObject({ amount: 4000, order_line_id: 6 });
  });

  it("10033: the type or state is not allowed, said in words", async () => {
    fakeBff({ [url]: () => fail(400, 10033, "orderTypeNotAllowed") });
    renderForm();
    fireEvent.change(screen.getByTestId("refund-reason"), { target: { value: "Changed plans" } });
    fireEvent.click(screen.getByTestId("refund-submit"));
    expect(await screen.findByTestId("refund-error")).toHaveTextContent(en.refundApply.notAllowed);
  });
});
