import { act, fireEvent, screen } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { SendCodeButton } from "@/components/auth/send-code-button";
import { bffAnswer, mockFetch, renderWithMessages } from "./harness";

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const body = {
  purpose: "signin" as const,
  channel: "phone" as const,
  country_code: "852",
  phone: "91234567",
};

describe("SendCodeButton (spec §5/§9: one code per minute)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(toast.success).mockClear();
    jest.mocked(toast.error).mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("counts down 60 s after a successful send and cannot be pressed meanwhile", async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      bffAnswer(200, { code: 10000, data: { resend_after: 60, expires_in: 600 } }),
    );
    renderWithMessages(<SendCodeButton request={async () => body} />);
    const button = screen.getByTestId("send-code");
    expect(button).toHaveTextContent("Send code");

    await act(async () => {
      fireEvent.click(button);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/code");
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(toast.success).toHaveBeenCalledWith("The verification code has been sent.");
    expect(button).toHaveTextContent("Resend in 60 s");
    expect(button).toBeDisabled();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(button).toHaveTextContent("Resend in 59 s");
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => {
      jest.advanceTimersByTime(58_000);
    });
    expect(button).toHaveTextContent("Resend in 1 s");
    expect(button).toBeDisabled();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(button).toHaveTextContent("Send code");
    expect(button).toBeEnabled();
  });

  it("does not send when the phone fields are not valid yet", async () => {
    const fetchMock = mockFetch();
    renderWithMessages(<SendCodeButton request={async () => null} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("send-code"));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("send-code")).toBeEnabled();
  });

  it("a refused send shows the translated error and no countdown", async () => {
    mockFetch().mockResolvedValue(bffAnswer(429, { code: 30002, errorKey: "retryInHour" }));
    renderWithMessages(<SendCodeButton request={async () => body} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("send-code"));
    });
    expect(toast.error).toHaveBeenCalledWith("Limit reached. Please retry in an hour.");
    expect(screen.getByTestId("send-code")).toHaveTextContent("Send code");
    expect(screen.getByTestId("send-code")).toBeEnabled();
  });
});
