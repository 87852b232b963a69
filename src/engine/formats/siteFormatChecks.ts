import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { currencyProblem, isCurrencyCode } from "./formatValue.ts";

/** site.json's settings of how values are written: its "currency" is an ISO 4217 code. */
export function siteFormatChecks(site: unknown): Issue[] {
  if (!isRecord(site) || typeof site.currency !== "string" || isCurrencyCode(site.currency)) return [];
  const problem = currencyProblem(site.currency);
  return [{ ...problem, pointer: "/currency", at: "value", message: `currency: ${problem.message}` }];
}
