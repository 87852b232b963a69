// @vitest-environment jsdom
// A picture field in the editor's real form: the picture as the build makes it, its size and the build's warnings,
// and the focal-point picker, which writes the picture's focus and nothing else.
import path from "node:path";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountConfigForm, type MountedForm } from "../../../../tests/unit/support/configFormHarness";
import { formSchemas } from "../../server/formSchemas";
import type { PictureReport, PictureRequest } from "../../shared/pictureApi";

const repo = path.resolve(import.meta.dirname, "../../../..");
const team = formSchemas(path.join(repo, "schemas")).blocks.find((b) => b.type === "team")!.schema;
const block = {
  type: "team",
  title: "Our people",
  members: [
    { name: "Sam Rivera", title: "Physio", bio: ["Ten years in sports clinics."] },
    {
      name: "Ana Costa",
      title: "Owner",
      bio: ["Started the practice."],
      photo: { src: "/team/ana.jpg", alt: "IMG_2041.jpg" },
    },
  ],
};
const report: PictureReport = {
  kind: "raster",
  layout: "avatar",
  source: { width: 3000, height: 2000, bytes: 3.4 * 1024 * 1024 },
  picture: {
    width: 128,
    height: 128,
    sizes: "64px",
    sources: [{ type: "image/webp", srcset: "/_pictures/ana-64-a.webp 64w, /_pictures/ana-128-a.webp 128w" }],
    fallback: {
      type: "image/jpeg",
      srcset: "/_pictures/ana-64-a.jpg 64w, /_pictures/ana-128-a.jpg 128w",
      src: "/_pictures/ana-64-a.jpg",
    },
    large: "/_pictures/ana-128-a.jpg",
  },
  notes: [
    {
      code: "picture-alt-file-name",
      warning: true,
      message:
        'members[1].photo.alt: the description "IMG_2041.jpg" is a file name; screen readers read it aloud as it is.',
      hint: 'Say what the picture shows ("Sam Rivera at the front desk"), or write "" when it is only decoration.',
    },
  ],
};

let form: MountedForm | undefined;
afterEach(() => form?.unmount());

/** Lets the panel's request (asked once typing rests) go out and its answer come back. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

async function mount() {
  const describePicture = vi.fn(async (_request: PictureRequest) => report);
  const context = { targets: { pages: [], siteLinks: [], publicFiles: [] }, describePicture, pictureLayout: "avatar" };
  form = await mountConfigForm(team, block, "block0", context);
  await settle();
  const picker = form.container.querySelector<HTMLButtonElement>("[data-focus-picker]")!;
  return { form, describePicture, picker };
}

describe("a picture field", () => {
  it("shows the picture as the build makes it in its place, its pixel size and the build's warning", async () => {
    const { form, describePicture, picker } = await mount();
    // one picker: the member with a photo (a member without one has no picture to show)
    expect(form.container.querySelectorAll("[data-focus-picker]")).toHaveLength(1);
    expect(describePicture).toHaveBeenLastCalledWith({
      src: "/team/ana.jpg",
      alt: "IMG_2041.jpg",
      layout: "avatar",
      pointer: "/members/1/photo",
    });
    const made = form.container.querySelector("[data-picture-made]")!;
    expect(made.querySelector("source")!.getAttribute("srcset")).toBe(report.picture!.sources[0].srcset);
    expect(made.querySelector("img")!.getAttribute("src")).toBe("/_pictures/ana-64-a.jpg");
    expect(form.container.querySelector("[data-picture-size]")!.textContent).toBe(
      "3000×2000 px, 3.4 MB; made 64, 128 px wide (WEBP, JPEG)",
    );
    expect(form.container.querySelector('[data-picture-note="picture-alt-file-name"]')!.textContent).toBe(
      `Warning: ${report.notes[0].message} ${report.notes[0].hint}`,
    );
    expect(picker.getAttribute("aria-label")).toBe("Focus point of /team/ana.jpg: 50% across, 50% down");
    expect(document.getElementById(picker.getAttribute("aria-describedby")!)!.textContent).toMatch(/arrow keys/);
  });

  it("sets the focus where the picture is clicked and moves it with the arrow keys, changing nothing else", async () => {
    const { form, describePicture, picker } = await mount();
    const img = picker.querySelector("img")!;
    img.getBoundingClientRect = () => ({ left: 10, top: 10, width: 200, height: 100 }) as DOMRect;
    await act(async () =>
      picker.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1, clientX: 70, clientY: 30 })),
    );
    const withFocus = (focus: string) => ({
      ...block,
      members: [block.members[0], { ...block.members[1], photo: { ...block.members[1].photo, focus } }],
    });
    expect(JSON.stringify(form.current())).toBe(JSON.stringify(withFocus("30% 20%")));

    const press = (key: string, shiftKey = false) =>
      act(async () => {
        form.container
          .querySelector("[data-focus-picker]")!
          .dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, bubbles: true }));
      });
    await press("ArrowRight");
    await press("ArrowDown", true);
    expect(JSON.stringify(form.current())).toBe(JSON.stringify(withFocus("35% 21%")));
    await press("ArrowLeft");
    await press("ArrowUp");
    expect(JSON.stringify(form.current())).toBe(JSON.stringify(withFocus("30% 16%")));
    // Enter or Space presses the button with no position: nothing moves
    await act(async () => picker.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 0 })));
    expect(JSON.stringify(form.current())).toBe(JSON.stringify(withFocus("30% 16%")));
    // the crop is asked for again at the new focus
    await settle();
    expect(describePicture).toHaveBeenLastCalledWith(expect.objectContaining({ focus: "30% 16%" }));
    expect(form.container.querySelector<HTMLButtonElement>("[data-focus-picker]")!.getAttribute("aria-label")).toBe(
      "Focus point of /team/ana.jpg: 30% across, 16% down",
    );
  });

  it("edges stay at 0 % and 100 %", async () => {
    const { form, picker } = await mount();
    const img = picker.querySelector("img")!;
    img.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 100 }) as DOMRect;
    await act(async () =>
      picker.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1, clientX: 120, clientY: -5 })),
    );
    const photo = () => (form.current() as typeof block).members[1].photo as { focus?: string };
    expect(photo().focus).toBe("100% 0%");
    await act(async () =>
      form.container
        .querySelector("[data-focus-picker]")!
        .dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true })),
    );
    expect(photo().focus).toBe("100% 0%");
  });
});
