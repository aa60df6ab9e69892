import { fireEvent, screen, waitFor } from "@testing-library/react";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { PasswordSigninForm } from "@/components/auth/password-signin-form";
import { RegisterForm } from "@/components/auth/register-form";
import { mockFetch, renderWithMessages } from "./harness";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

describe("password fields (spec §5 Credentials): translated errors under the field, no request", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = mockFetch();
  });

  it("sign-in with nothing typed: 'Password cannot be empty' and the username message", async () => {
    renderWithMessages(<PasswordSigninForm mode="email" />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Password cannot be empty")).toBeInTheDocument();
    expect(screen.getByText("Please enter your e-mail or phone number.")).toBeInTheDocument();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Password cannot be empty");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("new password of the wrong format: 'The password format is incorrect'", async () => {
    renderWithMessages(<NewPasswordForm token={"t".repeat(32)} />);
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText("Confirm the password"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("The password format is incorrect")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("two different passwords: 'The two passwords do not match.' under the confirmation", async () => {
    renderWithMessages(<NewPasswordForm token={"t".repeat(32)} />);
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "abc123" } });
    fireEvent.change(screen.getByLabelText("Confirm the password"), {
      target: { value: "abc124" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("The two passwords do not match.")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm the password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a reset link without a token says so instead of showing the form", () => {
    renderWithMessages(<NewPasswordForm token={null} />);
    expect(screen.getByTestId("reset-link-invalid")).toHaveTextContent(
      "This reset link is incomplete or has expired.",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("the registration form flags the §2 required fields and the agreement", async () => {
    renderWithMessages(<RegisterForm />);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText("Please accept the user agreement and privacy policy."),
    ).toBeInTheDocument();
    expect(screen.getByText("Please enter your e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your phone number.")).toBeInTheDocument();
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a server-side field error lands under its field", () => {
  it("maps the BFF's per-field key to the field", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      json: async () => ({
        code: 40000,
        errorKey: "badRequest",
        fields: { password: "passwordFormat" },
      }),
    });
    renderWithMessages(<PasswordSigninForm mode="username" />);
    fireEvent.change(screen.getByLabelText("E-mail or phone number"), {
      target: { value: "mei@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(screen.getByText("The password format is incorrect")).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("/auth/password-reset2 with a link the upstream no longer accepts", () => {
  it("10002 turns the form into the 'request a new link' notice", async () => {
    mockFetch().mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ code: 10002, errorKey: "tokenExpired" }),
    });
    renderWithMessages(<NewPasswordForm token={"t".repeat(32)} />);
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "abc12345" } });
    fireEvent.change(screen.getByLabelText("Confirm the password"), {
      target: { value: "abc12345" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByTestId("reset-link-invalid")).toHaveTextContent(
      "This reset link is incomplete or has expired.",
    );
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/auth/password-reset",
    );
  });
});
