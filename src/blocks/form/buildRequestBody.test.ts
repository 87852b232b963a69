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

  it("sends a number field's value as a number, an empty one as an empty string, other fields as text", () => {
    const booking: FormField[] = [
      { name: "guests", label: "Guests", input: "number" },
      { name: "children", label: "Children", input: "number" },
      { name: "room", label: "Room" },
    ];
    const body = buildRequestBody(booking, { guests: "45", children: "", room: "12" }, {}, now);
    expect(body).toEqual({ guests: 45, children: "", room: "12" });
    expect(JSON.stringify(body)).toBe('{"guests":45,"children":"","room":"12"}');
    expect(buildRequestBody([{ name: "weight", label: "kg", input: "number" }], { weight: "4.5" }, {}, now)).toEqual({
      weight: 4.5,
    });
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
