// Mounts a part of the editor in jsdom inside Chakra's provider, as the editor shows it. Component test files share
// their modules within a worker (vitest.config.ts), so each file takes its trees down itself: afterEach(unmountAll).
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

export interface Mounted {
  container: HTMLElement;
  /** Draws `node` again in the same tree (inside an act() of the caller's, such as a click's). */
  render: (node: ReactNode) => void;
}

export function mountInChakra(node: ReactNode): Mounted {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  const render = (next: ReactNode) => root.render(<ChakraProvider value={defaultSystem}>{next}</ChakraProvider>);
  act(() => render(node));
  return { container, render };
}

/** Unmounts and removes every tree mounted since the last call. */
export function unmountAll(): void {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}
