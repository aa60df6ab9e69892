import { fireEvent, screen } from "@testing-library/react";
import { AddressFormView } from "@/components/account/address-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import en from "@/messages/en.json";
import { jsonResponse, renderWithShop } from "./render";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const codes = callingCodeOptions("en");

describe("AddressFormView (spec §5 address form)", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    push.mockReset();
  });

  it("requires name, phone, district, detailed address and e-mail before sending anything", async () => {
    renderWithShop(<AddressFormView callingCodes={codes} />);
    fireEvent.click(screen.getByRole("button", { name: en.address.save }));

    expect(await screen.findByTestId("address-name-error")).toHaveTextContent(
      en.validation.required,
    );
    expect(screen.getByTestId("address-phone-error")).toHaveTextContent(
      en.validation.phoneRequired,
    );
    expect(screen.getByTestId("address-district-error")).toHaveTextContent(en.validation.required);
    expect(screen.getByTestId("address-address-error")).toHaveTextContent(en.validation.required);
    expect(screen.getByTestId("address-email-error")).toHaveTextContent(
      en.validation.emailRequired,
    );
    // province / city is optional
    expect(screen.queryByTestId("address-region-error")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the BFF's field errors under their fields", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 40000, errorKey: "badRequest", fields: { email: "emailInvalid" } }),
    );
    renderWithShop(<AddressFormView callingCodes={codes} />);
    fireEvent.change(screen.getByLabelText(en.address.name), { target: { value: "Chan Tai Man" } });
    fireEvent.change(screen.getByLabelText(en.address.phone), { target: { value: "91234567" } });
    fireEvent.change(screen.getByLabelText(en.address.callingCode), { target: { value: "HK" } });
    fireEvent.change(screen.getByLabelText(en.address.district), { target: { value: "Wan Chai" } });
    fireEvent.change(screen.getByLabelText(en.address.address), {
      target: { value: "1 Harbour Road" },
    });
    fireEvent.change(screen.getByLabelText(en.address.email), {
      target: { value: "tai.man@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: en.address.save }));

    expect(await screen.findByTestId("address-email-error")).toHaveTextContent(
      en.validation.emailInvalid,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/account/address");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Chan Tai Man",
      country_code: "852",
      phone: "91234567",
      email: "tai.man@example.com",
    });
    expect(new Headers(init.headers).get("idempotency-key")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });
});
