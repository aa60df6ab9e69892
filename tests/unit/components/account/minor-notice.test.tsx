import { fireEvent, screen } from "@testing-library/react";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import en from "@/messages/en.json";
import { renderWithShop } from "./render";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const codes = callingCodeOptions("en");

describe("§6 minors need a guardian (§9 ages) beside the traveller's birth date", () => {
  it.each<[string, string, string | null]>([
    ["an adult: no notice", "1990-01-01", null],
    ["18 today: no notice", "2007-06-01", null],
    ["17: the guardian notice", "2008-01-01", en.tourist.minorNotice],
    ["12: the children's notice", "2013-01-01", en.tourist.childNotice],
    ["no date yet: no notice", "", null],
  ])("%s", (_, birthday, notice) => {
    renderWithShop(<TouristFormView callingCodes={codes} today="2025-06-01" />);
    fireEvent.change(screen.getByLabelText(en.tourist.birthday), { target: { value: birthday } });
    if (notice) expect(screen.getByRole("note")).toHaveTextContent(notice);
    else expect(screen.queryByTestId("minor-notice")).not.toBeInTheDocument();
  });
});
