import { Button, type ButtonProps } from "@chakra-ui/react";
import type { Link } from "../generated/config-types";
import { AppLink } from "../site/AppLink";

/** A config link shown as a button. */
export function LinkButton({ link, ...props }: { link: Link } & ButtonProps) {
  return (
    <Button asChild colorPalette="brand" {...props}>
      <AppLink href={link.href} newTab={link.newTab}>
        {link.label}
      </AppLink>
    </Button>
  );
}
