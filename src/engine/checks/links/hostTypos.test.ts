import { describe, expect, it } from "vitest";
import { hostTypoProblem, siteAddresses } from "./hostTypos";

describe("hostTypoProblem with the site's addresses read once", () => {
  const links = {
    signup: "https://app.brightledger.com/signup",
    login: "https://app.brightledger.com/login",
    status: "https://status.brightledger.com",
    mail: "mailto:help@brightledger.com",
    broken: "not an address",
  };

  it("reads the web addresses of site.json links and their hosts, once each", () => {
    const known = siteAddresses(links);
    expect(known.addresses.map((a) => a.name)).toEqual(["signup", "login", "status"]);
    expect(known.hosts).toEqual(["app.brightledger.com", "status.brightledger.com"]);
  });

  it.each([
    ["https://app.brihtledger.com/signup", true],
    ["https://app.brightledger.co/login", true],
    ["https://status.brightledger.io", true],
    ["https://www.brihtledger.com/x", true],
    ["https://app.brightledger.com/anything", false],
    ["https://www.google.com", false],
    ["mailto:a@b.co", false],
  ])("%s (a typo: %s): the same answer as reading them for each address", (href, typo) => {
    const answer = hostTypoProblem(href, links, siteAddresses(links));
    expect(answer).toEqual(hostTypoProblem(href, links));
    expect(answer?.code).toBe(typo ? "host-typo" : undefined);
  });
});
