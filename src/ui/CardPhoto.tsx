import type { Image } from "../generated/config-types";
import { Picture } from "./Picture";

/**
 * A card's photo across its top, 4:3 (the build crops it so, around its focus; the ratio also holds its place
 * before it loads). Its card clips the corners.
 */
export function CardPhoto({ image }: { image: Image }) {
  return <Picture image={image} display="block" w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" />;
}
