import { fireEvent, screen } from "@testing-library/react";
import { SigninHub } from "@/components/auth/signin-hub";
import { renderWithMessages } from "./harness";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

describe("SigninHub (/auth/index, spec §2/§6: only the brand's login ways)", () => {
  it("e-mail only: the e-mail password form and nothing else", () => {
    renderWithMessages(<SigninHub loginWays={["email"]} googleEnabled />);
    expect(screen.getByTestId("password-form-email")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByTestId("password-form-phone")).not.toBeInTheDocument();
    expect(screen.queryByTestId("code-form")).not.toBeInTheDocument();
    expect(screen.queryByTestId("guest-signin")).not.toBeInTheDocument();
    expect(screen.queryByTestId("google-signin")).not.toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
  });

  it("phone + guest: the two phone tabs and the guest button, no e-mail, no Google", () => {
    renderWithMessages(<SigninHub loginWays={["phone", "guest"]} googleEnabled />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Phone and password", "Phone and code"]);
    expect(screen.getByTestId("password-form-phone")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue as guest" })).toBeInTheDocument();
    expect(screen.queryByTestId("google-signin")).not.toBeInTheDocument();
    expect(screen.queryByTestId("tab-email")).not.toBeInTheDocument();
  });

  it("every way: three tabs, guest, and Google pointing at the BFF start route", () => {
    renderWithMessages(
      <SigninHub loginWays={["phone", "email", "google", "guest"]} googleEnabled />,
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "E-mail",
      "Phone and password",
      "Phone and code",
    ]);
    expect(screen.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
      "href",
      "/api/auth/google/start",
    );
    expect(screen.getByTestId("guest-signin")).toBeInTheDocument();
  });

  it("Google in the brand's ways but not configured upstream: no Google button", () => {
    renderWithMessages(<SigninHub loginWays={["email", "google"]} googleEnabled={false} />);
    expect(screen.queryByTestId("google-signin")).not.toBeInTheDocument();
  });

  it("guest-only brand: just the guest button", () => {
    renderWithMessages(<SigninHub loginWays={["guest"]} googleEnabled />);
    expect(screen.getByTestId("guest-signin")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("switching tabs shows the phone + code form with its send-code button", () => {
    renderWithMessages(<SigninHub loginWays={["email", "phone"]} googleEnabled={false} />);
    fireEvent.click(screen.getByRole("tab", { name: "Phone and code" }));
    expect(screen.getByRole("tab", { name: "Phone and code" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByTestId("code-form")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send code" })).toBeEnabled();
    expect(screen.queryByTestId("password-form-email")).not.toBeInTheDocument();
  });

  it("/auth/login (password only): no code tab, no guest, no Google", () => {
    renderWithMessages(
      <SigninHub loginWays={["email", "phone", "guest", "google"]} googleEnabled passwordOnly />,
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "E-mail",
      "Phone and password",
    ]);
    expect(screen.queryByTestId("guest-signin")).not.toBeInTheDocument();
    expect(screen.queryByTestId("google-signin")).not.toBeInTheDocument();
  });
});

describe("the calling-code picker", () => {
  it("is a plain country_code select whose values are calling codes, 86 first", () => {
    renderWithMessages(<SigninHub loginWays={["phone"]} googleEnabled={false} />);
    const select = screen.getByRole("combobox", {
      name: "Country or region code",
    }) as HTMLSelectElement;
    expect(select).toHaveAttribute("name", "country_code");
    expect(select.value).toBe("86");
    expect(screen.getByRole("option", { name: "+852 Hong Kong SAR China" })).toHaveValue("852");
    expect(select.options.length).toBe(245);
  });
});
