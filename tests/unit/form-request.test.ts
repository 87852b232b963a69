import { describe, expect, it } from "vitest";
import type { FormField, FormPrefill } from "../../src/generated/config-types";
import { buildRequestBody } from "../../src/blocks/form/buildRequestBody";
import { prefillValue } from "../../src/blocks/form/prefillValue";

const now = new Date("2025-05-22T14:03:00.000Z");

describe("webhook request body", () => {
  const contact: FormField[] = [
    { name: "name", label: "Name" },
    { name: "email", label: "Email" },
    { name: "company", label: "Company" },
    { name: "message", label: "Message" },
  ];

  it("holds exactly the contact fields, an empty company as an empty string", () => {
    const body = buildRequestBody(contact, { name: "Jane", email: "jane@firm.com", message: "Hello there, team", website: "" }, {}, now);
    expect(body).toEqual({ name: "Jane", email: "jane@firm.com", company: "", message: "Hello there, team" });
    expect(Object.keys(body)).toEqual(["name", "email", "company", "message"]);
  });

  it("adds the fixed extra fields and the ISO time of sending for the quiz", () => {
    const quiz: FormField[] = [
      { name: "firstName", label: "First Name" },
      { name: "email", label: "Email" },
    ];
    const body = buildRequestBody(
      quiz,
      { firstName: "Jane", email: "jane@firm.com" },
      { extraFields: { formType: "crm-quiz", source: "CRM Quiz Download Page" }, timestampField: "timestamp" },
      now,
    );
    expect(body).toEqual({
      firstName: "Jane",
      email: "jane@firm.com",
      formType: "crm-quiz",
      source: "CRM Quiz Download Page",
      timestamp: "2025-05-22T14:03:00.000Z",
    });
  });
});

describe("prefill from the page address", () => {
  const prefill: FormPrefill = { param: "subject", field: "message", values: { AI_Notifications: "Tell me about AI notifications." } };

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
