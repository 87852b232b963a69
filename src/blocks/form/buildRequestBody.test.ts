import { describe, expect, it } from "vitest";
import type { FormField } from "../../generated/config-types";
import { buildRequestBody } from "./buildRequestBody";

const now = new Date("2025-05-22T14:03:00.000Z");

describe("webhook request body", () => {
  const contact: FormField[] = [
    { name: "name", label: "Name" },
    { name: "email", label: "Email" },
    { name: "company", label: "Company" },
    { name: "message", label: "Message" },
  ];

  it("holds exactly the contact fields, an empty company as an empty string", () => {
    const body = buildRequestBody(
      contact,
      { name: "Jane", email: "jane@firm.com", message: "Hello there, team", website: "" },
      {},
      now,
    );
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
      { extraFields: { formType: "recipe-guide", source: "Recipe Guide Page" }, timestampField: "timestamp" },
      now,
    );
    expect(body).toEqual({
      firstName: "Jane",
      email: "jane@firm.com",
      formType: "recipe-guide",
      source: "Recipe Guide Page",
      timestamp: "2025-05-22T14:03:00.000Z",
    });
  });
});
