import { describe, expect, it } from "vitest";
import { hostTypoProblem, siteAddresses } from "./hostTypos";

describe("hostTypoProblem with the site's addresses read once", () => {
  const links = {
    signup: "https://app.advisorbase.com/signup",
    login: "https://app.advisorbase.com/login",
    status: "https://status.advisorbase.com",
    mail: "mailto:help@advisorbase.com",
    broken: "not an address",
  };

  it("reads the web addresses of site.json links and their hosts, once each", () => {
    const known = siteAddresses(links);
    expect(known.addresses.map((a) => a.name)).toEqual(["signup", "login", "status"]);
    expect(known.hosts).toEqual(["app.advisorbase.com", "status.advisorbase.com"]);
  });

  it.each([
    "https://app.advisorbse.com/signup",
    "https://app.advisorbase.co/login",
    "https://status.advisorbase.io",
    "https://www.advisorbse.com/x",
    "https://app.advisorbase.com/anything",
    "https://www.google.com",
    "mailto:a@b.co",
  ])("%s: the same answer as reading them for each address", (href) => {
    expect(hostTypoProblem(href, links, siteAddresses(links))).toEqual(hostTypoProblem(href, links));
  });
});
