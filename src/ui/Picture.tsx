import { chakra, Image as ChakraImage, type ImageProps } from "@chakra-ui/react";
import type { Image } from "../generated/config-types";
import { pictureSetOf } from "../engine/pictures/pictureSet";

export type PictureProps = { image: Image } & Omit<ImageProps, "src" | "alt" | "srcSet" | "sizes">;

/**
 * A picture of a config: the sizes and formats the build made of it (`<source>` per modern format, the source's
 * own format in the `<img>`), with the width and height that reserve its space. The page's first large picture
 * (its LCP) loads at once with high priority; every other one lazily (the place's own `loading` is not used).
 * Without made sizes (an SVG, a picture with a problem) the file is shown as it is, loaded as the place says. The
 * dev server gives the same sources as the build, each file made when first asked for.
 */
export function Picture({ image, loading: placeLoading, decoding, ...imgProps }: PictureProps) {
  const set = pictureSetOf(image);
  if (!set)
    return <ChakraImage src={image.src} alt={image.alt} loading={placeLoading} decoding={decoding} {...imgProps} />;
  const loading = set.priority
    ? ({ fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
  return (
    <chakra.picture display="contents">
      {set.sources.map((source) => (
        // hidden: the picture's box is its <img> alone (display: contents), so a <source> would otherwise be laid
        // out as an item of the grid or row around it and take the place meant for the picture (the browser still
        // picks the file from it)
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={set.sizes} hidden />
      ))}
      <ChakraImage
        src={set.fallback.src}
        srcSet={set.fallback.srcset}
        sizes={set.sizes}
        htmlWidth={set.width}
        htmlHeight={set.height}
        alt={image.alt}
        {...imgProps}
        {...loading}
      />
    </chakra.picture>
  );
}
