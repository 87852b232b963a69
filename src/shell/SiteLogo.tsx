import { Image, Link } from "@chakra-ui/react";
import { AppLink } from "../site/AppLink";
import { useSite } from "../site/SiteContext";
import { useLogoSize } from "./logoSize";

/** The home link: the compact mark below 768 px (Chakra's md), the full logo from there up. One image is downloaded. */
export function SiteLogo() {
  const { logo } = useSite();
  const full = useLogoSize(logo.full.src);
  const compact = useLogoSize(logo.compact.src);
  return (
    <Link asChild flexShrink={0} rounded="md">
      <AppLink href="/">
        <picture>
          <source media="(min-width: 768px)" srcSet={logo.full.src} width={full.width} height={full.height} />
          <Image
            src={logo.compact.src}
            alt={logo.full.alt}
            height="8"
            width="auto"
            htmlWidth={compact.width}
            htmlHeight={compact.height}
            data-logo=""
          />
        </picture>
      </AppLink>
    </Link>
  );
}
