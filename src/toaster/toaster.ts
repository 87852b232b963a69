export interface ToastMessage {
  title: string;
  description: string;
  style?: "success" | "error" | "info";
  /** The close button's name in the page's language (English "Close message" when not given). */
  closeLabel?: string;
}

// The toasts' code (plain DOM, src/toaster/mountToaster.ts) loads the first time a form
// needs it: prepareToasts() when a form's island wakes (its first use), showToast() at the latest.
const toasts = () => import("./mountToaster");

export function prepareToasts(): void {
  void toasts();
}

export function showToast(message: ToastMessage): void {
  void toasts().then((module) => module.showToast(message));
}
