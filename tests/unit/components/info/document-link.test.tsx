import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { DocumentLink } from "@/components/info/document-link";
import en from "@/messages/en.json";

// jsdom has no <dialog> methods: each dialog drawn here gets its own (never the prototype's)
function withDialogMethods() {
  for (const dialog of document.querySelectorAll("dialog")) {
    dialog.showModal = () => dialog.setAttribute("open", "");
    dialog.close = () => dialog.removeAttribute("open");
  }
}

const renderLink = () => {
  const rendered = render(
    <NextIntlClientProvider locale="en" messages={en}>
      <DocumentLink doc="agreement">user agreement</DocumentLink>
    </NextIntlClientProvider>,
  );
  withDialogMethods();
  return rendered;
};

describe("§2 agreement popup: the text in a dialog, not a new page", () => {
  it("opens the platform's text with its sections, and is a plain link without JavaScript", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        code: 10000,
        data: {
          name: "User Agreement",
          content: "1. Bookings\nConfirmed by e-mail.\n\n2. Minors\nGuardians book.",
        },
      }),
    });
    renderLink();
    const link = screen.getByRole("link", { name: "user agreement" });
    expect(link).toHaveAttribute("href", "/agreement");
    fireEvent.click(link);
    expect(global.fetch).toHaveBeenCalledWith("/api/info/agreement", expect.anything());
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("User Agreement"),
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "1. Bookings",
      "2. Minors",
    ]);
  });

  it("says so, with a retry, when the text cannot be loaded", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 503,
      json: async () => ({ code: 50000, errorKey: "internalError" }),
    });
    renderLink();
    fireEvent.click(screen.getByRole("link", { name: "user agreement" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(en.info.unavailable));
    expect(screen.getByRole("button", { name: en.info.retry })).toBeInTheDocument();
  });
});

// A document link inside running text keeps the dialog out of the text's <p>: drawn inside it, the
// HTML parser closes the <p> at the dialog's blocks, and hydration finds another tree (React #418).
describe("DocumentLink inside running text", () => {
  const notice = () => (
    <NextIntlClientProvider locale="en" messages={en}>
      <p>
        By continuing you accept the <DocumentLink doc="agreement">user agreement</DocumentLink>.
      </p>
    </NextIntlClientProvider>
  );

  it("hydrates the server's HTML without a mismatch, then draws its dialog in <body>", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    const container = document.createElement("div");
    document.body.appendChild(container);
    // innerHTML runs the HTML parser, as the browser does on the streamed page
    container.innerHTML = renderToString(notice());
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, notice(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("p")?.textContent).toBe(
      "By continuing you accept the user agreement.",
    );
    expect(screen.getByTestId("agreement-dialog")).toBeInTheDocument();
    container.remove();
  });
});
