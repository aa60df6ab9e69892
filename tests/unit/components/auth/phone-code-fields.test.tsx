import { act, fireEvent, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { CodeSigninForm } from "@/components/auth/code-signin-form";
import { PasswordResetForms } from "@/components/auth/password-reset-forms";
import { RegisterPhoneForm } from "@/components/auth/register-phone-form";
import { bffAnswer, mockFetch, renderWithMessages } from "./harness";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

// The three forms that ask for a phone number and the code sent to it share one PhoneCodeFields.
const forms: [string, () => ReactElement, "signin" | "signup" | "reset"][] = [
  ["code-form", () => <CodeSigninForm />, "signin"],
  ["register-phone-form", () => <RegisterPhoneForm />, "signup"],
  ["reset-code-form", () => <PasswordResetForms loginWays={["phone"]} />, "reset"],
];

describe.each(forms)(
  "PhoneCodeFields in %s (spec §5 phone + verification code)",
  (testId, ui, purpose) => {
    it("renders the calling code, the phone and the code inputs and the send-code button", () => {
      renderWithMessages(ui());
      const form = within(screen.getByTestId(testId));
      const select = form.getByRole("combobox", {
        name: "Country or region code",
      }) as HTMLSelectElement;
      expect(select).toHaveAttribute("name", "country_code");
      expect(select).toHaveAttribute("data-testid", "calling-code");
      expect(select.value).toBe("86");
      expect(form.getByLabelText("Phone number")).toHaveAttribute("name", "phone");
      expect(form.getByLabelText("Phone number")).toHaveAttribute("type", "tel");
      expect(form.getByLabelText("Verification code")).toHaveAttribute("name", "code");
      expect(form.getByLabelText("Verification code")).toHaveAttribute("maxlength", "6");
      expect(form.getByTestId("send-code")).toHaveTextContent("Send code");
    });

    it("sends no code for an empty phone number and says why under the field", async () => {
      const fetchMock = mockFetch();
      renderWithMessages(ui());
      await act(async () => {
        fireEvent.click(screen.getByTestId("send-code"));
      });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
        "Please enter your phone number.",
      );
      // the code field is not checked before a code has been sent
      expect(screen.getByLabelText("Verification code")).not.toHaveAttribute("aria-invalid");
    });

    it("submitting the empty form puts the phone's and the code's errors under them, with no request", async () => {
      const fetchMock = mockFetch();
      renderWithMessages(ui());
      fireEvent.submit(screen.getByTestId(testId));
      expect(await screen.findByText("Please enter the verification code.")).toBeInTheDocument();
      expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
        "Please enter your phone number.",
      );
      expect(screen.getByLabelText("Verification code")).toHaveAttribute("aria-invalid", "true");
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it(`asks for a "${purpose}" code to the chosen calling code and number`, async () => {
      const fetchMock = mockFetch().mockResolvedValue(
        bffAnswer(200, { code: 10000, data: { resend_after: 60, expires_in: 600 } }),
      );
      renderWithMessages(ui());
      fireEvent.change(screen.getByRole("combobox", { name: "Country or region code" }), {
        target: { value: "852" },
      });
      fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "91234567" } });
      await act(async () => {
        fireEvent.click(screen.getByTestId("send-code"));
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe("/api/auth/code");
      expect(JSON.parse(String(init.body))).toEqual({
        purpose,
        channel: "phone",
        country_code: "852",
        phone: "91234567",
      });
      expect(screen.getByTestId("send-code")).toBeDisabled();
    });
  },
);
