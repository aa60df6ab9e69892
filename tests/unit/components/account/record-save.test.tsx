import { fireEvent, screen, waitFor } from "@testing-library/react";
import { AddressFormView } from "@/components/account/address-form";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "./render";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));

const codes = callingCodeOptions("en");
const saved = {
  id: 7,
  name: "Chan Tai Man",
  country_code: "852",
  phone: "+852 91234567",
  region: "",
  district: "Wan Chai",
  address: "1 Harbour Road",
  email: "tai.man@example.com",
  is_default: false,
};
const tourist = {
  id: 3,
  first_name: "TAI MAN",
  last_name: "CHAN",
  chinese_name: "",
  id_type: 2,
  id_number: "E12345678",
  birthday: "1990-01-31T00:00:00Z",
  country_code: "86",
  phone: "13800138000",
  is_default: true,
};
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("saving an address or a traveller (one save path for both)", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    push.mockReset();
    refresh.mockReset();
  });

  it("a saved address is PUT to its own URL without an idempotency key, then the list is shown", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 10000, data: saved }));
    renderWithShop(<AddressFormView initial={saved} callingCodes={codes} />);
    // the form edits the national part of a number saved with its calling code
    expect(screen.getByLabelText(en.address.phone)).toHaveValue("91234567");
    expect(screen.getByLabelText(en.address.callingCode)).toHaveValue("HK");
    save(en.address.save);

    await waitFor(() => expect(push).toHaveBeenCalledWith("/account/address"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/account/address/7");
    expect(init.method).toBe("PUT");
    expect(new Headers(init.headers).get("idempotency-key")).toBeNull();
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByTestId("toast")).toHaveTextContent(en.address.saved);
  });

  it("a new address retried after a network failure keeps its idempotency key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 10000, data: saved }));
    renderWithShop(<AddressFormView callingCodes={codes} />);
    fill(en.address.name, saved.name);
    fill(en.address.callingCode, "HK");
    fill(en.address.phone, "91234567");
    fill(en.address.district, saved.district);
    fill(en.address.address, saved.address);
    fill(en.address.email, saved.email);

    save(en.address.save);
    expect(await screen.findByTestId("toast")).toHaveTextContent(en.errors.unavailable);
    save(en.address.save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/account/address"));
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get("idempotency-key"),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it("20007 with no field errors is the traveller's ID number error, not a toast", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 20007, errorKey: "badRequest" }));
    renderWithShop(<TouristFormView initial={tourist} callingCodes={codes} today="2025-06-01" />);
    save(en.tourist.save);

    expect(await screen.findByTestId("tourist-id-number-error")).toHaveTextContent(
      en.validation.idNumberInvalid,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account/tourist/3");
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it("20004 (gone meanwhile) says so and goes back to the traveller list", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: 20004, errorKey: "notFound" }));
    renderWithShop(<TouristFormView initial={tourist} callingCodes={codes} today="2025-06-01" />);
    save(en.tourist.save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/tourist"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account/tourist/3");
    expect(await screen.findByTestId("toast")).toBeInTheDocument();
  });
});
