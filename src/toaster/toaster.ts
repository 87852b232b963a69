import { createToaster } from "@chakra-ui/react";

/** The site's one toast store. Show messages with showToast(); <SiteToaster> renders them. */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 3 });

export interface ToastMessage {
  title: string;
  description: string;
  style?: "success" | "error" | "info";
}

export function showToast({ title, description, style = "info" }: ToastMessage): void {
  // errors stay a little longer: they ask the visitor to do something
  toaster.create({ title, description, type: style, closable: true, duration: style === "error" ? 8000 : 6000 });
}
