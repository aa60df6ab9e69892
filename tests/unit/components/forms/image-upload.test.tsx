import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { ImageUpload } from "@/components/forms/image-upload";
import en from "@/messages/en.json";
import { renderWithMessages } from "../auth/harness";

// A stand-in XMLHttpRequest: the test drives progress and the answer of each request.
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

const KEY = (c: string) => `${c.repeat(32)}.webp`;
const ok = (id: number, c = "a") => ({
  code: 10000,
  data: { id, url: `/api/uploads/${KEY(c)}`, width: 400, height: 300, bytes: 1234 },
});
const photo = (name = "photo.jpg", size = 2048, type = "image/jpeg") =>
  new File([new Uint8Array(size)], name, { type });

function Form({
  onIds,
  onBusy,
  max,
  maxBytes,
  saved,
}: {
  onIds: jest.Mock;
  onBusy: jest.Mock;
  max?: number;
  maxBytes?: number;
  saved?: { id: number; url: string }[];
}) {
  const [ids, setIds] = useState<number[]>(saved?.map((i) => i.id) ?? []);
  return (
    <ImageUpload
      label="Proof images"
      value={ids}
      onChange={(next) => {
        setIds(next);
        onIds(next);
      }}
      onBusyChange={onBusy}
      max={max}
      maxBytes={maxBytes}
      saved={saved}
    />
  );
}

function setup(
  props: { max?: number; maxBytes?: number; saved?: { id: number; url: string }[] } = {},
) {
  const onIds = jest.fn();
  const onBusy = jest.fn();
  const view = renderWithMessages(<Form onIds={onIds} onBusy={onBusy} {...props} />);
  const choose = (...files: File[]) =>
    fireEvent.change(screen.getByTestId("image-upload-input"), { target: { files } });
  return { onIds, onBusy, choose, view };
}

const status = () => screen.getByRole("status");

describe("ImageUpload (spec §5 Refund: image uploads must finish before submit)", () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    (global as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterAll(() => {
    global.XMLHttpRequest = realXhr;
  });

  it("an application's saved photo is shown and counted (1 of 6); adding one keeps both, and the room left is 5", async () => {
    const { onIds, choose } = setup({ saved: [{ id: 5, url: `/api/uploads/${KEY("b")}` }] });
    expect(screen.getByText("1 of 6 images")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Uploaded image Saved photo 1" })).toHaveAttribute(
      "src",
      `/api/uploads/${KEY("b")}`,
    );
    choose(
      photo("a.jpg"),
      photo("b.jpg"),
      photo("c.jpg"),
      photo("d.jpg"),
      photo("e.jpg"),
      photo("f.jpg"),
    );
    expect(FakeXhr.sent).toHaveLength(5);
    await FakeXhr.sent[0]!.respond(200, ok(9));
    expect(onIds).toHaveBeenLastCalledWith([5, 9]);
    // the saved photo can be removed like a new one
    fireEvent.click(screen.getByRole("button", { name: "Remove Saved photo 1" }));
    expect(onIds).toHaveBeenLastCalledWith([9]);
  });

  it("is a named group whose file picker carries the label and offers only the accepted image types", () => {
    setup();
    expect(screen.getByRole("group", { name: /Proof images/ })).toBeInTheDocument();
    const input = screen.getByLabelText(/Proof images/);
    expect(input).toBe(screen.getByTestId("image-upload-input"));
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif,image/avif");
    expect(input).toHaveAttribute("multiple");
    expect(
      screen.getByText("JPEG, PNG, WebP, GIF or AVIF, up to 8 MB each, at most 6 images."),
    ).toBeInTheDocument();
  });

  it("uploads at once with progress, reports busy until done, then hands the id to the form and shows a thumbnail", async () => {
    const { onIds, onBusy, choose } = setup();
    choose(photo("receipt.jpg"));

    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/uploads"]);
    expect((xhr.body!.get("file") as File).name).toBe("receipt.jpg");
    expect(onBusy).toHaveBeenLastCalledWith(true);

    xhr.progress(512, 2048);
    const bar = screen.getByRole("progressbar", { name: "Upload progress of receipt.jpg" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("Uploading… 25%")).toBeInTheDocument();

    await xhr.respond(200, ok(41));
    expect(onIds).toHaveBeenLastCalledWith([41]);
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(onBusy.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Uploaded image receipt.jpg" })).toHaveAttribute(
      "src",
      `/api/uploads/${KEY("a")}`,
    );
    expect(status()).toHaveTextContent("receipt.jpg uploaded.");
    expect(screen.getByText("1 of 6 images")).toBeInTheDocument();
  });

  it("stays busy while any of several uploads runs, and keeps every id when two finish together", async () => {
    const { onIds, onBusy, choose } = setup();
    choose(photo("a.jpg"), photo("b.jpg"), photo("c.png", 100, "image/png"));
    expect(FakeXhr.sent).toHaveLength(3);
    const [a, b, c] = FakeXhr.sent as [FakeXhr, FakeXhr, FakeXhr];
    await act(async () => {
      a.status = 200;
      a.responseText = JSON.stringify(ok(1, "a"));
      b.status = 200;
      b.responseText = JSON.stringify(ok(2, "b"));
      a.onload?.();
      b.onload?.();
    });
    expect(onIds).toHaveBeenLastCalledWith([1, 2]);
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await c.respond(200, ok(3, "c"));
    expect(onIds).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(onBusy).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ["not_image", 415, en.upload.notImage],
    ["too_large", 413, "This image is larger than 8 MB."],
    ["too_many", 429, en.upload.tooMany],
  ])(
    "shows the translated refusal %s and offers no retry (trying again cannot help)",
    async (reason, code, message) => {
      const { onIds, onBusy, choose } = setup();
      choose(photo("notes.jpg"));
      await FakeXhr.sent[0]!.respond(code, {
        code: 40000,
        errorKey: "badRequest",
        data: { reason },
      });
      expect(screen.getByTestId("image-upload-error")).toHaveTextContent(message);
      expect(
        screen.queryByRole("button", { name: "Retry uploading notes.jpg" }),
      ).not.toBeInTheDocument();
      expect(status()).toHaveTextContent(`notes.jpg could not be uploaded: ${message}`);
      expect(onIds).not.toHaveBeenCalled();
      expect(onBusy).toHaveBeenLastCalledWith(false);
    },
  );

  it("shows a lost connection as the translated message with a retry that uploads again", async () => {
    const { onIds, choose } = setup();
    choose(photo("ticket.jpg"));
    await FakeXhr.sent[0]!.fail();
    expect(screen.getByTestId("image-upload-error")).toHaveTextContent(en.errors.unavailable);

    fireEvent.click(screen.getByRole("button", { name: "Retry uploading ticket.jpg" }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByTestId("image-upload-error")).not.toBeInTheDocument();
    await FakeXhr.sent[1]!.respond(200, ok(7));
    expect(onIds).toHaveBeenLastCalledWith([7]);
  });

  it("says 'upload failed' for an answer it cannot read, and the BFF's message for a known code", async () => {
    const { choose } = setup();
    choose(photo("one.jpg"), photo("two.jpg"));
    await FakeXhr.sent[0]!.respond(200, {
      code: 10000,
      data: { id: 1, url: "https://elsewhere.example/x.webp" },
    });
    await FakeXhr.sent[1]!.respond(401, { code: 40003, errorKey: "loginExpired" });
    const errors = screen.getAllByTestId("image-upload-error").map((e) => e.textContent);
    expect(errors).toEqual([en.upload.failed, en.errors.loginExpired]);
  });

  it("refuses a file over the size limit before sending anything", () => {
    const { onBusy, choose } = setup({ maxBytes: 1024 * 1024 });
    choose(photo("huge.jpg", 2 * 1024 * 1024));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByTestId("image-upload-error")).toHaveTextContent(
      "This image is larger than 1 MB.",
    );
    expect(onBusy).not.toHaveBeenCalled();
  });

  it("removes an uploaded image from the form, and cancels one still uploading", async () => {
    const { onIds, onBusy, choose } = setup();
    choose(photo("keep.jpg"), photo("drop.jpg"));
    await FakeXhr.sent[0]!.respond(200, ok(5));
    expect(onIds).toHaveBeenLastCalledWith([5]);

    fireEvent.click(screen.getByRole("button", { name: "Remove drop.jpg" }));
    expect(FakeXhr.sent[1]!.aborted).toBe(true);
    expect(onBusy).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole("button", { name: "Remove keep.jpg" }));
    expect(onIds).toHaveBeenLastCalledWith([]);
    expect(screen.queryAllByTestId("image-upload-item")).toHaveLength(0);
    expect(status()).toHaveTextContent("keep.jpg removed.");
  });

  it("takes at most `max` images, says how many were left out, and hides the picker when full", async () => {
    const { choose } = setup({ max: 2 });
    choose(photo("1.jpg"), photo("2.jpg"), photo("3.jpg"));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(
      screen.getByText("You can add at most 2 images. 1 image was not added."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("image-upload-input")).not.toBeInTheDocument();
    const items = screen.getAllByTestId("image-upload-item");
    expect(within(items[0]!).getByRole("button", { name: "Remove 1.jpg" })).toBeInTheDocument();
  });

  it("reports not busy if it goes away mid-upload, so the form is never stuck", () => {
    const { onBusy, choose, view } = setup();
    choose(photo());
    expect(onBusy).toHaveBeenLastCalledWith(true);
    view.unmount();
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
  });
});
