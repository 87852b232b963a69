import { Portal, Stack, Toast, Toaster } from "@chakra-ui/react";
import { toaster } from "./toastStore";

/** Renders the toasts of the site's toast store. Loaded with the first toast (see toaster.ts). */
export default function SiteToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          // green.700: white text on the default green.600 is below 4.5:1 contrast
          <Toast.Root width={{ md: "sm" }} data-testid="toast" data-toast-type={toast.type} bg={toast.type === "success" ? "green.700" : undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close message" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
