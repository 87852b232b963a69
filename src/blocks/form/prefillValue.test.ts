import { describe, expect, it } from "vitest";
import type { FormPrefill } from "../../generated/config-types";
import { prefillValue } from "./prefillValue";

describe("prefill from the page address", () => {
  const prefill: FormPrefill = {
    param: "subject",
    field: "message",
    values: { AI_Notifications: "Tell me about AI notifications." },
  };

  it("maps a listed value to its text", () => {
    expect(prefillValue(prefill, "?subject=AI_Notifications")).toBe("Tell me about AI notifications.");
  });

  it("ignores unlisted values, other parameters and inherited object keys", () => {
    expect(prefillValue(prefill, "?subject=<script>")).toBeUndefined();
    expect(prefillValue(prefill, "?topic=AI_Notifications")).toBeUndefined();
    expect(prefillValue(prefill, "?subject=constructor")).toBeUndefined();
    expect(prefillValue(undefined, "?subject=AI_Notifications")).toBeUndefined();
  });
});
