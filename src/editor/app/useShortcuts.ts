import { useEffect } from "react";

/** Ctrl/Cmd+S saves, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+K searches. */
export function useShortcuts(handlers: { save: () => void; undo: () => void; redo: () => void; search: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action =
        key === "s"
          ? handlers.save
          : key === "z"
            ? event.shiftKey
              ? handlers.redo
              : handlers.undo
            : key === "y"
              ? handlers.redo
              : key === "k"
                ? handlers.search
                : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [handlers]);
}
