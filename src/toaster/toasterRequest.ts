// Tiny on purpose: the site shell imports this on every page. The toaster's own code loads only once
// a component that shows toasts (a form) asks for it.
type Listener = () => void;

const listeners = new Set<Listener>();
let requested = false;

/** Asks the shell to mount the site's one toaster. Call it when a component that shows toasts mounts. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToasterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}
