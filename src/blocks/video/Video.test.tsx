// A video: its heading and text, the poster with a labelled play button (the player is put in by
// video.script.ts, so the page holds no frame), the embed's address and loading for the script, and the buttons.
import { describe, expect, it } from "vitest";
import type { VideoBlock } from "../../generated/config-types";
import { filled, headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("video", () => {
  it("shows its schema examples: h2, description, the poster and play button, buttons; no frame yet", async () => {
    const examples = schemaExamples<VideoBlock>("video");
    expect(examples.length).toBeGreaterThan(1);
    for (const example of examples) {
      const html = await renderBlock(example);
      expect(headings(html)).toEqual(example.title ? [`h2 ${filled(example.title)}`] : []);
      if (example.description) expect(textOf(html)).toContain(filled(example.description));
      expect(html).toContain(`data-embed-url="${example.embedUrl}"`);
      expect(html).toContain(`data-video-loading="${example.loading ?? "lazy"}"`);
      expect(html).toContain(`data-delay-ms="${example.insertAfterMs ?? 1000}"`);
      expect(html).toContain(`aria-label="Play video: ${filled(example.videoTitle)}"`);
      expect(html).toContain(`src="${example.poster.src}"`);
      expect(html).not.toContain("<iframe");
      expect(links(html).map((l) => l.text)).toEqual((example.actions ?? []).map((a) => a.label));
    }
  });

  it("without a title, text or buttons: only the poster and its play button", async () => {
    const html = await renderBlock({
      type: "video",
      embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      videoTitle: "Our bakery at dawn",
      poster: { src: "/video/posters/dawn.svg", alt: "" },
    });
    expect(headings(html)).toEqual([]);
    expect(links(html)).toEqual([]);
    expect(textOf(html)).toBe("");
    expect(html).toContain('aria-label="Play video: Our bakery at dawn"');
  });
});
