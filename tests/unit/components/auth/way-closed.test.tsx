import { screen } from "@testing-library/react";
import { WayClosed } from "@/components/auth/way-closed";
import en from "@/messages/en.json";
import { renderWithMessages } from "./harness";

// On a guest-only brand (vistara) /auth/register must not make an e-mail account that could never
// sign in again (§1 login options). A page the brand does not offer says so
// (lib/commerce/accounts/login-ways authPageOpen) and leads to the sign-in page with the brand's
// own ways — no form at all.
describe("WayClosed", () => {
  it.each<[boolean, string]>([
    [true, en.auth.wayClosedGuest],
    [false, en.auth.wayClosed],
  ])("guest %s: says so, offers no form, and links to sign-in", (guest, text) => {
    const { container } = renderWithMessages(<WayClosed guest={guest} />);
    expect(screen.getByRole("status")).toHaveTextContent(text);
    expect(container.querySelector("form, input")).toBeNull();
    expect(screen.getByTestId("link-login")).toHaveAttribute("href", "/auth/index");
  });
});
