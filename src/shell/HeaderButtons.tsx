import { Button, Stack, type StackProps } from "@chakra-ui/react";
import { AppLink } from "../site/AppLink";
import { useSite } from "../site/SiteContext";

/** The header's buttons from site.json (zero to three), solid unless the config asks for an outline. */
export function HeaderButtons({ size = "md", ...rest }: { size?: "md" | "lg" } & StackProps) {
  const { header } = useSite();
  if (header.buttons.length === 0) return null;
  return (
    <Stack gap="2" {...rest}>
      {header.buttons.map((button) => (
        <Button
          key={button.href + button.label}
          asChild
          type={undefined}
          variant={button.style ?? "solid"}
          size={size}
          colorPalette="brand"
        >
          <AppLink href={button.href} newTab={button.newTab}>
            {button.label}
          </AppLink>
        </Button>
      ))}
    </Stack>
  );
}
