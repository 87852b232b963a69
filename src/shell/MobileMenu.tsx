import { IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

// The drawer's code (Chakra's dialog machinery) is fetched only when a visitor first opens the menu.
const loadDrawer = () => import("./MobileMenuDrawer");
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The menu below the xl breakpoint: a button that opens a drawer from the right with the same links as
 * the full menu plus 'Log In' and 'Sign Up Free'.
 */
export function MobileMenu() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // any navigation (a chosen link, back/forward) closes it
  useEffect(() => setOpen(false), [key]);

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        hideFrom="xl"
        color="ink"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} setOpen={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
