import { Flex } from "@chakra-ui/react";
import type { AccentColor, IconName } from "../generated/config-types";
import { ConfigIcon } from "./ConfigIcon";

/** A decorative icon on a soft square of its accent colour (brand blue by default). */
export function IconTile({ name, color, size = "md" }: { name: IconName; color?: AccentColor; size?: "sm" | "md" }) {
  const box = size === "sm" ? "10" : "12";
  return (
    <Flex
      colorPalette={color ?? "brand"}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      w={box}
      h={box}
      flexShrink={0}
      rounded="xl"
      align="center"
      justify="center"
    >
      <ConfigIcon name={name} size={size === "sm" ? 20 : 24} />
    </Flex>
  );
}
