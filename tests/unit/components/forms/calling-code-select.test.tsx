import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { CallingCodeSelect } from "@/components/forms/calling-code-select";
import { renderWithMessages } from "../auth/harness";

const options = callingCodeOptions("en");

function Controlled({ initial, onCode }: { initial: string; onCode: (code: string) => void }) {
  const [code, setCode] = useState(initial);
  const change = (next: string) => {
    setCode(next);
    onCode(next);
  };
  return (
    <CallingCodeSelect
      id="phone-code"
      label="Code"
      options={options}
      value={code}
      onChange={change}
      className=""
      testId="phone-code-select"
    />
  );
}

describe("CallingCodeSelect", () => {
  it("lists the home markets first, then every other region by its name in the reader's language", () => {
    expect(options.slice(0, 4).map((o) => o.region)).toEqual(["CN", "HK", "MO", "TW"]);
    const rest = options.slice(4).map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("en").compare));
  });

  it("controlled: a saved shared code shows under its main region, and a picked region stays picked", () => {
    const onCode = jest.fn();
    renderWithMessages(<Controlled initial="1" onCode={onCode} />);
    const select = screen.getByTestId("phone-code-select") as HTMLSelectElement;
    expect(select.value).toBe("US");

    fireEvent.change(select, { target: { value: "CA" } });
    expect(onCode).toHaveBeenLastCalledWith("1");
    expect(select.value).toBe("CA");
    expect(screen.getByRole("option", { name: "+1 Canada", selected: true })).toBeInTheDocument();
  });

  it("registered: a plain select whose values are the calling codes, the default code chosen", () => {
    const registration = {
      name: "country_code",
      onChange: jest.fn(),
      onBlur: jest.fn(),
      ref: jest.fn(),
    };
    renderWithMessages(
      <CallingCodeSelect
        registration={registration}
        label="Code"
        className=""
        testId="calling-code"
      />,
    );
    const select = screen.getByRole("combobox", { name: "Code" }) as HTMLSelectElement;
    expect(select).toHaveAttribute("name", "country_code");
    expect(select.value).toBe("86");
    expect(screen.getByRole("option", { name: "+852 Hong Kong SAR China" })).toHaveValue("852");
  });
});
