import { Button, Stack, type StackProps } from "@chakra-ui/react";
import { AppLink } from "../site/AppLink";
import { useSite } from "../site/SiteContext";

/** The header's account buttons (log in, sign up), from site.json header. */
export function AccountButtons({ size = "md", ...rest }: { size?: "md" | "lg" } & StackProps) {
  const { header } = useSite();
  return (
    <Stack gap="2" {...rest}>
      <Button asChild type={undefined} variant="outline" size={size} colorPalette="brand">
        <AppLink href={header.login.href} newTab={header.login.newTab}>
          {header.login.label}
        </AppLink>
      </Button>
      <Button asChild type={undefined} variant="solid" size={size} colorPalette="brand">
        <AppLink href={header.signup.href} newTab={header.signup.newTab}>
          {header.signup.label}
        </AppLink>
      </Button>
    </Stack>
  );
}
