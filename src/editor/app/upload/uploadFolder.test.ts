import { describe, expect, it } from "vitest";
import { uploadFolderFor } from "./uploadFolder";

describe("uploadFolderFor", () => {
  const files = ["/logos/acme.svg", "/Brand/x.png", "/og.png"];
  it("takes the folder the field's pattern requires", () => {
    expect(uploadFolderFor("^/logos/integrations/[a-z0-9-]+\\.(svg|png|webp)$", "/logos/acme.svg", files)).toBe(
      "/logos/integrations",
    );
  });
  it("else the folder of the image the field holds, else /images", () => {
    const any = "^/[A-Za-z0-9/_.-]+\\.(svg|png)$";
    expect(uploadFolderFor(any, "/logos/acme.svg", files)).toBe("/logos");
    expect(uploadFolderFor(any, "/logos/missing.svg", files)).toBe("/logos");
    expect(uploadFolderFor(any, "/nowhere/missing.svg", files)).toBe("/images");
    expect(uploadFolderFor(any, "/Brand/x.png", files)).toBe("/images");
    expect(uploadFolderFor(any, "/og.png", files)).toBe("/images");
    expect(uploadFolderFor(undefined, undefined, files)).toBe("/images");
  });
});
