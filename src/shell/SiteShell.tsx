import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AnnouncementBanner } from "./AnnouncementBanner";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";

/** Header, banner and footer around a page: static HTML; the inline shell script makes its controls work. */
export function SiteShell({ year, children }: { year: number; children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <AnnouncementBanner />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves keyboard focus here */}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <SiteFooter year={year} />
    </Box>
  );
}
