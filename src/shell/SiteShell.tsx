import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AnnouncementBanner } from "./AnnouncementBanner";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { PageContent, ShellPart } from "./shellParts";
import { SkipLink } from "./SkipLink";

/**
 * Header, banner and footer around a page: static HTML; the inline shell script makes its controls work.
 * At build time they are rendered once per navigation state, not per page (src/render/shellCache.server.ts).
 */
export function SiteShell({ year, children }: { year: number; children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ShellPart part={0}>
        <SkipLink />
      </ShellPart>
      <ShellPart part={1}>
        <AnnouncementBanner />
      </ShellPart>
      <ShellPart part={2}>
        <SiteHeader />
      </ShellPart>
      {/* tabIndex -1: the skip link moves keyboard focus here */}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <PageContent>{children}</PageContent>
      </Box>
      <ShellPart part={3}>
        <SiteFooter year={year} />
      </ShellPart>
    </Box>
  );
}
