import { createToaster } from "@chakra-ui/react";
import type { ToastMessage } from "./toaster";

/** The page's one toast store; <SiteToaster> renders it. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 3 });

export function createToast({ title, description, style = "info" }: ToastMessage): void {
  // errors stay a little longer: they ask the visitor to do something
  toaster.create({ title, description, type: style, closable: true, duration: style === "error" ? 8000 : 6000 });
}
