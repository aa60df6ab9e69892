import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { PasswordSigninForm } from "@/components/auth/password-signin-form";
import { bffAnswer, mockFetch, renderWithMessages } from "./harness";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));
// the real widget needs Web Workers and WebCrypto; the page only needs it to define <altcha-widget>
jest.mock("altcha", () => ({}));

const payload = (salt: string) =>
  btoa(
    JSON.stringify({
      challenge: {
        parameters: {
          algorithm: "SHA-256",
          nonce: "n",
          salt,
          cost: 1,
          keyLength: 32,
          keyPrefix: "00",
        },
        signature: "sig",
      },
      solution: { counter: 7, derivedKey: "ab" },
    }),
  );

async function signIn() {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "mei@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-1" } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("sign-in after three wrong passwords (spec §8: 30009 → captcha → retry with ticket and randstr)", () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it("a 30009 answer reveals the captcha area with the widget pointed at /api/auth/captcha", async () => {
    mockFetch().mockResolvedValue(bffAnswer(400, { code: 30009, errorKey: "captchaRequired" }));
    renderWithMessages(<PasswordSigninForm mode="email" />);
    expect(screen.queryByTestId("captcha")).not.toBeInTheDocument();
    await signIn();
    const area = await screen.findByTestId("captcha");
    expect(area).toHaveTextContent("Please confirm that you are not a robot");
    expect(toast.error).toHaveBeenCalledWith(
      "Please complete the verification after three wrong passwords.",
    );
    await waitFor(() => expect(area.querySelector("altcha-widget")).not.toBeNull());
    expect(area.querySelector("altcha-widget")).toHaveAttribute("challenge", "/api/auth/captcha");
  });

  it("once solved, the sign-in is sent again with ticket = payload and randstr = salt", async () => {
    const fetchMock = mockFetch()
      .mockResolvedValueOnce(bffAnswer(400, { code: 30009, errorKey: "captchaRequired" }))
      .mockResolvedValueOnce(bffAnswer(400, { code: 30006, errorKey: "wrongCredentials" }));
    renderWithMessages(<PasswordSigninForm mode="email" />);
    await signIn();
    const area = await screen.findByTestId("captcha");
    await waitFor(() => expect(area.querySelector("altcha-widget")).not.toBeNull());

    const solved = payload("salt-123");
    await act(async () => {
      area
        .querySelector("altcha-widget")!
        .dispatchEvent(new CustomEvent("verified", { detail: { payload: solved } }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const retry = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body));
    expect(retry).toEqual({
      identity_type: 1,
      username: "mei@example.com",
      password: "wrong-1",
      ticket: solved,
      randstr: "salt-123",
    });
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith("Wrong e-mail or password."));
  });

  it("while the check is pending, pressing log in again sends nothing (the solved check will)", async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      bffAnswer(400, { code: 30009, errorKey: "captchaRequired" }),
    );
    renderWithMessages(<PasswordSigninForm mode="email" />);
    await signIn();
    await screen.findByTestId("captcha");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith("Please complete the check."));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("30020 (login refused) is a toast with the §6 text, no captcha", async () => {
    mockFetch().mockResolvedValue(bffAnswer(400, { code: 30020, errorKey: "loginRefused" }));
    renderWithMessages(<PasswordSigninForm mode="email" />);
    await signIn();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "You can't log in with this account, please contact customer service.",
      ),
    );
    expect(screen.queryByTestId("captcha")).not.toBeInTheDocument();
  });
});
