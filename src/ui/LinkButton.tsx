import { Button, type ButtonProps } from "@chakra-ui/react";
import type { Link } from "../generated/config-types";
import { AppLink } from "../site/AppLink";
import { useText } from "../site/SiteContext";

/** A config link shown as a button. */
export function LinkButton({ link, ...props }: { link: Link } & ButtonProps) {
  const t = useText();
  return (
    <Button asChild colorPalette="brand" {...props}>
      <AppLink href={link.href} newTab={link.newTab}>
        {t(link.label)}
      </AppLink>
    </Button>
  );
}
