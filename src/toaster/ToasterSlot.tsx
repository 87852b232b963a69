import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToasterRequest } from "./toasterRequest";

const SiteToaster = lazy(() => import("./SiteToaster"));

/**
 * Where the site's one toaster lives (mounted once, in the site shell). It renders nothing, and loads
 * no toast code, until a form on the page calls requestToaster(); it then stays for later pages.
 */
export function ToasterSlot() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
