import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import en from "@/messages/en.json";
import { renderWithShop } from "./render";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const codes = callingCodeOptions("en");
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("TouristFormView (spec §3 traveller, §5 ID number formats)", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it("offers only ID types 1–6, with type 1 (ID card) chosen by default", () => {
    renderWithShop(<TouristFormView callingCodes={codes} today="2025-06-01" />);
    const select = screen.getByLabelText(en.tourist.idType) as HTMLSelectElement;
    const options = within(select).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(options.map((o) => o.textContent)).toEqual([
      en.tourist.idType1,
      en.tourist.idType2,
      en.tourist.idType3,
      en.tourist.idType4,
      en.tourist.idType5,
      en.tourist.idType6,
    ]);
    expect(select.value).toBe("1");
    expect(screen.queryByRole("option", { name: en.tourist.idType7 })).not.toBeInTheDocument();
    // help and placeholder follow the chosen type
    expect(screen.getByText(en.tourist.idHelp1)).toBeInTheDocument();
    expect(screen.getByLabelText(en.tourist.idNumber)).toHaveAttribute(
      "placeholder",
      en.tourist.idExample1,
    );
  });

  it("shows validation.idNumberInvalid for a passport-looking number with type 1, without calling fetch", async () => {
    renderWithShop(<TouristFormView callingCodes={codes} today="2025-06-01" />);
    fill(en.tourist.lastName, "CHAN");
    fill(en.tourist.firstName, "TAI MAN");
    fill(en.tourist.idNumber, "E12345678");
    fill(en.tourist.birthday, "1990-01-31");
    fill(en.tourist.phone, "13800138000");
    fireEvent.click(screen.getByRole("button", { name: en.tourist.save }));

    const error = await screen.findByTestId("tourist-id-number-error");
    expect(error).toHaveTextContent(en.validation.idNumberInvalid);
    expect(screen.getByLabelText(en.tourist.idNumber)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("accepts the same number once the type is Passport (the error goes away)", async () => {
    renderWithShop(<TouristFormView callingCodes={codes} today="2025-06-01" />);
    fill(en.tourist.lastName, "CHAN");
    fill(en.tourist.firstName, "TAI MAN");
    fill(en.tourist.idNumber, "E12345678");
    fill(en.tourist.birthday, "1990-01-31");
    fill(en.tourist.phone, "13800138000");
    fireEvent.click(screen.getByRole("button", { name: en.tourist.save }));
    await screen.findByTestId("tourist-id-number-error");

    fireEvent.change(screen.getByLabelText(en.tourist.idType), { target: { value: "2" } });
    await waitFor(() =>
      expect(screen.queryByTestId("tourist-id-number-error")).not.toBeInTheDocument(),
    );
    expect(screen.getByText(en.tourist.idHelp2)).toBeInTheDocument();
  });
});
