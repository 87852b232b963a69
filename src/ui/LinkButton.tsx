import { Button, type ButtonProps } from "@chakra-ui/react";
import type { Link } from "../generated/config-types";
import { AppLink } from "../site/AppLink";

/** A config link shown as a button. */
export function LinkButton({ link, ...props }: { link: Link } & ButtonProps) {
  return (
    // type={undefined}: Chakra gives a Button type="button", which an <a> may not have
    <Button asChild colorPalette="brand" type={undefined} {...props}>
      <AppLink href={link.href} newTab={link.newTab}>
        {link.label}
      </AppLink>
    </Button>
  );
}
