import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AnnouncementBanner } from "./AnnouncementBanner";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { ToasterSlot } from "../toaster/ToasterSlot";

export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <AnnouncementBanner />
      <SiteHeader />
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      <SiteFooter />
      <ToasterSlot />
    </Box>
  );
}
